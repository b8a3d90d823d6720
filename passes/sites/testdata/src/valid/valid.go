// Package valid holds strings that look like URIs, or reach functions that
// take URIs, but are not URIs.
package valid

import (
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

var (
	errTLS  = errors.New("tls: handshake failure")
	matcher = regexp.MustCompile(`^https?://[a-z.]+/`)
)

func notURIs(s string) {
	net.Listen("tcp", "localhost:8080")
	net.Dial("tcp", "example.com:443")
	_ = &http.Server{Addr: ":8080"}
	log.Printf("fetching http://%s:80/ failed", s)
	fmt.Println("see http://example.com:80/ for help")
	_ = strings.HasPrefix(s, "http://")
	_ = "git@github.com:org/repo.git"
	_ = `C:\Users\x`
	_ = fmt.Sprintf("{{.Host}}/%s", s)
	_ = struct{ URL string }{URL: "https://example.com/p?test=§value§&order=§0§"} // a fuzzer's template
	http.Get("addrs=127.0.0.1:6379 db=0")                                         // settings, however a sink takes them
	http.Get("network=tcp,addr=:6379,db=0")
	_ = &url.URL{Scheme: "jdbc:postgresql"} // a JDBC URL, "jdbc:" before a URI
	url.Parse("git@code.example.com:org/repo.git")
}

// A constant that the tests share, named for what is wrong in it.
const TestInvalidURL = " https://example.com/view?id=1" // want `^fixture shape name TestInvalidURL " https://example.com/view\?id=1" \(its name says "invalid"\)$`

// A name that says what the URI is for.
const failureRedirect = "https://example.com/failed" // want `^shape name failureRedirect "https://example.com/failed"$`

type serverConfig struct {
	Scheme, Host string
	Port         int
}

// address builds the server's URL from its parts.
func address(c serverConfig) string {
	return fmt.Sprintf("%s://%s:%d", c.Scheme, c.Host, c.Port)
}

// setPath changes the path of a URL.
func setPath(u *url.URL, p string) { u.Path = p }

// validateURL takes a URL apart, whose tests feed it odd ones.
func validateURL(in string) (*url.URL, error) {
	return url.Parse(in)
}

// markFailed counts a failure of the host a URL names.
func markFailed(rawURL string) { url.Parse(rawURL) }

// secretDSN masks a DSN's password, or says it cannot read it.
func secretDSN(dsn string) string {
	if _, err := url.Parse(dsn); err != nil {
		return "<invalid DSN>"
	}
	return dsn
}

// targetOf gives the target of a request made for target.
func targetOf(target string) string {
	r, _ := http.NewRequest("GET", target, nil)
	return r.URL.RequestURI()
}

// Endpoint gives the API endpoint of a host.
func Endpoint(host string) string { return "https://" + host + ":443/api" } // want `shape shape "https://x:443/api"`

type clientConfig struct{ endpoint string }

// ClientOption configures a client.
type ClientOption func(*clientConfig)

// WithEndpoint sets the endpoint the client talks to.
func WithEndpoint(endpoint string) ClientOption {
	return func(c *clientConfig) { c.endpoint = endpoint }
}

func sameOrigin(a, b *url.URL) bool {
	return a.Scheme == b.Scheme && strings.EqualFold(a.Host, b.Host)
}

func parseTimeParam(r *http.Request, name string) string { return r.URL.Query().Get(name) }

// isOriginInList matches an origin against a list, by its scheme and
// host when both parse.
func isOriginInList(origin string, list []string) bool {
	o, err := url.Parse(origin)
	for _, l := range list {
		if p, perr := url.Parse(l); l == origin || err == nil && perr == nil && strings.EqualFold(o.Host, p.Host) {
			return true
		}
	}
	return false
}

// connDetails are connection settings, given whole by their URL.
type connDetails struct{ URL, User, Password string }

// finalize fills the settings from the URL.
func (cd *connDetails) finalize() error {
	u, err := url.Parse(cd.URL)
	if err != nil {
		return err
	}
	cd.fillUser(u)
	return nil
}

func (cd *connDetails) fillUser(u *url.URL) {
	cd.User = u.User.Username()
	cd.Password, _ = u.User.Password()
}

// connect connects with the settings as they are.
func (cd *connDetails) connect() error {
	_, err := url.Parse(cd.URL)
	return err
}

// followRedirect checks that a redirect keeps the scheme.
func followRedirect(from string, to *url.URL) error {
	if !strings.EqualFold(to.Scheme, "https") {
		return errors.New("scheme changed")
	}
	return nil
}

// parseSettings reads KEY=value lines; it handles no URI.
func parseSettings(lines []string) map[string]string {
	out := make(map[string]string)
	for _, l := range lines {
		if k, v, ok := strings.Cut(l, "="); ok {
			out[k] = v
		}
	}
	return out
}

// parseAccountString gives back the endpoint of a connection string
// as written.
func parseAccountString(connectionString string) string {
	for _, part := range strings.Split(connectionString, ";") {
		if v, ok := strings.CutPrefix(part, "AccountEndpoint="); ok {
			return v
		}
	}
	return ""
}

// resolveCluster builds the URL of a service from its parts.
func resolveCluster(clusterIP string, port int) *url.URL {
	return &url.URL{Scheme: "https", Host: net.JoinHostPort(clusterIP, fmt.Sprint(port))} // want `^component\(scheme\) net/url.URL.Scheme "https"$`
}

// serverReachable reports whether something listens at u.
func serverReachable(u *url.URL) bool { return u.Host != "" }

// checkPushURL refuses a URL that a push notification must not go to.
func checkPushURL(u *url.URL) error {
	if u.Host == "" {
		return errors.New("no host")
	}
	return nil
}

// SourceHasVersionConstraint reports whether a module source asks for a
// range of versions, not one.
func SourceHasVersionConstraint(source string) bool {
	u, err := url.Parse(source)
	return err == nil && strings.ContainsAny(u.Query().Get("version"), "<>~")
}

// newPlankaClient gives the base URL of a server, without its userinfo.
func newPlankaClient(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	u.User = nil
	return u.Scheme + "://" + u.Host
}
