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
