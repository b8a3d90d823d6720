// Package tolerant reads a field as a URI when it parses as one, and
// leaves it alone otherwise: the values written to it need not be URIs.
package tolerant

import (
	"net/http"
	"net/url"
	"os"
	"strings"

	"k8s.io/client-go/rest"
)

// Config holds a server, as a URL or as host:port.
type Config struct {
	Host   string
	Target string
}

func describe(c *Config) string {
	if u, err := url.ParseRequestURI(c.Host); err == nil {
		return u.Path
	}
	return c.Host
}

func fetch(c *Config) {
	http.Get(c.Target)
}

func use() {
	_ = describe(&Config{Host: "localhost:8080"})
	fetch(&Config{Target: "localhost:8080"}) // want `absolute-URI net/http.Get "localhost:8080"`
}

// proxyFor reads a rest.Config's Host as a request URL; the field takes
// host:port too, as its documentation says: only URLs written to it are
// held to the request's demand.
func proxyFor(c *rest.Config) {
	http.NewRequest("", c.Host, nil)
}

func useRest() {
	proxyFor(&rest.Config{Host: "localhost:8080"})
	proxyFor(&rest.Config{Host: "https://api.example"}) // want `URI-reference net/http.NewRequest "https://api.example"`
}

// shortName takes an endpoint, as a URL or a bare host name.
func shortName(endpoint string) string {
	if u, err := url.Parse(endpoint); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return endpoint
}

func useNames() {
	_ = shortName("myaccount")
	_ = shortName("https://myaccount.example:443/") // want `URI-reference tolerant.shortName → net/url.Parse "https://myaccount.example:443/"`
}

// load reads a reference by the scheme it splits off: only an http one
// reaches the request, so callers may pass env:// too (rule 5).
func load(ref string) string {
	parts := strings.SplitAfterN(ref, "://", 2)
	if len(parts) == 2 {
		switch scheme := parts[0]; scheme {
		case "http://", "https://":
			http.Get(ref)
		case "env://":
			return os.Getenv(parts[1])
		}
	}
	return ref
}

func useLoad() {
	_ = load("env://MY_VAR")
}

var redisSchemes = []string{"redis://", "rediss://", "unix://"}

// redisOptions parses an address only when it starts with a scheme it
// knows, found in a loop before, and takes host:port otherwise (rule 5).
func redisOptions(address string) (string, error) {
	known := false
	for _, prefix := range redisSchemes {
		if strings.HasPrefix(address, prefix) {
			known = true
			break
		}
	}
	if !known {
		return address, nil
	}
	u, err := url.Parse(address)
	if err != nil {
		return "", err
	}
	return u.Host, nil
}

// checkedFirst returns early on what it cannot fetch.
func checkedFirst(ref string) {
	if !strings.Contains(ref, "://") {
		return
	}
	http.Get(ref)
}

// emptyFirst returns early only on an empty reference: what it passes
// on to the request must be a URI.
func emptyFirst(ref string) {
	if ref == "" {
		return
	}
	http.Get(ref)
}

func useRedis() {
	_, _ = redisOptions("127.0.0.1:6379")
	checkedFirst("127.0.0.1:6379")
	emptyFirst("https://example.com/x") // want `absolute-URI tolerant.emptyFirst → net/http.Get "https://example.com/x"`
}

// parseDSN rejects what does not start with its scheme: it takes no
// other form, so what its callers give it must be a URI.
func parseDSN(dsn string) (string, error) {
	if !strings.HasPrefix(dsn, "sqlserver://") {
		return "", os.ErrInvalid
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return "", err
	}
	return u.Host, nil
}

func useDSN() {
	_, _ = parseDSN("sqlserver://localhost:1433?Workstation ID=x") // want `URI-reference tolerant.parseDSN → net/url.Parse "sqlserver://localhost:1433\?Workstation ID=x"`
}
