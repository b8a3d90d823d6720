// Package nuclei holds the cases of github.com/projectdiscovery/nuclei.
package nuclei

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// resetPasswordHandler is the playground's mock of a password reset.
func resetPasswordHandler(w http.ResponseWriter, r *http.Request) {
	var m map[string]interface{}
	if err := json.NewDecoder(r.Body).Decode(&m); err != nil {
		http.Error(w, "Something went wrong", http.StatusInternalServerError)
		return
	}
	host := r.Header.Get("X-Forwarded-For")
	if host == "" {
		http.Error(w, "Something went wrong", http.StatusInternalServerError)
		return
	}
	password, ok := m["password"].(string)
	if !ok {
		http.Error(w, "Something went wrong", http.StatusInternalServerError)
		return
	}
	// Source: github.com/projectdiscovery/nuclei/internal/fuzzplayground/server.go:215 (escaper: the password from the request body written raw into the pass= query value of the request sent; an "&" or "+" in it changes the parameters)
	resp, err := http.Get("http://internal." + host + "/update?user=1337&pass=" + password) // defect escaper
	if err != nil {
		http.Error(w, "Something went wrong", http.StatusInternalServerError)
		return
	}
	defer resp.Body.Close()
	w.WriteHeader(http.StatusOK)
}

func mssqlConnString(target, username, password, dbName string) string {
	// Source: github.com/projectdiscovery/nuclei/pkg/js/libs/mssql/mssql.go:202 (escaper: url.PathEscape of the user and password in the userinfo, the authority, where escaper is silent)
	return fmt.Sprintf("sqlserver://%s:%s@%s?database=%s&connection+timeout=30", // lookalike
		url.PathEscape(username),
		url.PathEscape(password),
		target,
		url.QueryEscape(dbName))
}

func buildPostgresConnURL(username, password, target, dbName, executionId string) string {
	values := url.Values{}
	values.Set("sslmode", "disable")
	values.Set("executionId", executionId)

	// Source: github.com/projectdiscovery/nuclei/pkg/js/libs/postgres/postgres.go:154 (credentials: the userinfo is url.UserPassword of the caller's parameters, escaped, no constant password)
	return fmt.Sprintf("postgres://%s@%s/%s?%s", // lookalike
		url.UserPassword(username, password).String(),
		target,
		url.PathEscape(dbName),
		values.Encode(),
	)
}

// IsHostAllowed reports whether an address may be contacted.
func IsHostAllowed(executionId, addr string) bool {
	return !strings.HasPrefix(addr, "169.254.")
}

// SMTPClient is the SMTP client of the JavaScript runtime.
type SMTPClient struct {
	host string
	port string
}

// NewSMTPClient checks the address and returns a client.
func NewSMTPClient(executionId, host, port string) (*SMTPClient, error) {
	// check if this is allowed address
	// Source: github.com/projectdiscovery/nuclei/pkg/js/libs/smtp/smtp.go:70 (hostjoin: host:port for an allow-list check, no URI)
	if !IsHostAllowed(executionId, host+":"+port) { // lookalike
		return nil, errors.New("host denied")
	}
	return &SMTPClient{host: host, port: port}, nil
}

// MetaInput is the input of a scan.
type MetaInput struct {
	Input string
}

// Context is the context of a scan of one input.
type Context struct {
	ctx       context.Context
	MetaInput *MetaInput
}

// NewWithInput returns the context of a scan of input.
func NewWithInput(ctx context.Context, input string) *Context {
	return &Context{ctx: ctx, MetaInput: &MetaInput{Input: input}}
}

// UseNetworkPort replaces a reserved port of the input with the template's port.
func (c *Context) UseNetworkPort(port string, excludePorts string) error {
	u, err := url.Parse(c.MetaInput.Input)
	if err != nil {
		return err
	}
	if u.Port() != "" && !strings.Contains(excludePorts, u.Port()) {
		u.Host = net.JoinHostPort(u.Hostname(), port)
		c.MetaInput.Input = u.String()
	}
	return nil
}

// Rule is a fuzzing rule.
type Rule struct {
	keys []string
}

func (r *Rule) matchKeyOrValue(key, value string) bool {
	for _, k := range r.keys {
		if strings.Contains(value, k) {
			return true
		}
	}
	return false
}

// TransformHostOnly gives the host of an input.
func TransformHostOnly(input string) string {
	u, err := url.Parse(input)
	if err != nil || u.Host == "" {
		h, _, _ := strings.Cut(input, ":")
		return h
	}
	return u.Hostname()
}

// HostErrorsCache counts the errors of each host.
type HostErrorsCache struct {
	counts map[string]int32
}

// MarkFailed counts an error for the host of value.
func (c *HostErrorsCache) MarkFailed(value string) {
	key := value
	if u, err := url.Parse(value); err == nil && u.Host != "" {
		key = u.Host
	}
	c.counts[key]++
}

// Check returns the errors counted for the host of value.
func (c *HostErrorsCache) Check(value string) int32 {
	key := value
	if u, err := url.Parse(value); err == nil && u.Host != "" {
		key = u.Host
	}
	return c.counts[key]
}

// SameHost reports whether a redirect from old to new stays on one host.
func SameHost(oldURL, newURL string) bool {
	o, err1 := url.Parse(oldURL)
	n, err2 := url.Parse(newURL)
	if err1 != nil || err2 != nil {
		return false
	}
	return normalizeHost(o) == normalizeHost(n)
}

func normalizeHost(u *url.URL) string {
	port := u.Port()
	if (u.Scheme == "http" && port == "80") || (u.Scheme == "https" && port == "443") {
		port = ""
	}
	return u.Scheme + "/" + u.Hostname() + "/" + port
}

// ApplyQueryAuth adds the query parameters of an auth strategy to a URL.
func ApplyQueryAuth(fullURL string, params map[string]string) string {
	u, err := url.Parse(fullURL)
	if err != nil {
		return fullURL
	}
	q := u.Query()
	for k, v := range params {
		q.Set(k, v)
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// URLEncode percent-encodes s as the url_encode helper does.
func URLEncode(s string) string {
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
}

// WebsocketAddress gives host:port of a WebSocket URL.
func WebsocketAddress(input string) (string, error) {
	u, err := url.Parse(input)
	if err != nil {
		return "", err
	}
	port := u.Port()
	if port == "" {
		port = "443"
		if u.Scheme == "ws" {
			port = "80"
		}
	}
	return net.JoinHostPort(u.Hostname(), port), nil
}

// NewLDAPClient connects to the LDAP server of ldapURL.
func NewLDAPClient(ldapURL string) (*url.URL, error) {
	u, err := url.Parse(ldapURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "ldapi" && u.Host == "" {
		return nil, errors.New("no host")
	}
	return u, nil
}

// Navigate opens a URL in the headless browser, refusing local files and
// browser pages.
func Navigate(target string) error {
	u, err := url.Parse(strings.TrimSpace(target))
	if err != nil {
		return err
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
		return nil
	}
	return errors.New("net::ERR_ACCESS_DENIED")
}

// Execute runs a JavaScript template against a target.
func Execute(target *Context, args map[string]string) error {
	if strings.Contains(args["token"], "()") {
		return fmt.Errorf("failed to evaluate expression %q", args["token"])
	}
	return nil
}
