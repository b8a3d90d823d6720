package flow

import (
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

const (
	scheme = "HTTP://"                  // want `absolute-URI net/http.Get "HTTP://api.example.com/x"`
	api    = scheme + "api.example.com" // the bytes map to both literals
)

var pkgURL = "http://pkg.example.com:80/" // want `absolute-URI net/http.Get "http://pkg.example.com:80/"`

func endpoint() string { return "https://ep.example.com/v1" } // want `absolute-URI net/http.Get "https://ep.example.com/v1"`

// normalize writes its parameter: a value it writes whole is a site.
func normalize(raw string) {
	if raw == "models" {
		raw = "https://models.example.com:443" // want `URI-reference net/url.Parse "https://models.example.com:443"`
	} else {
		raw = "http://" + raw // want `^shape shape "http://x"$`
	}
	url.Parse(raw)
}

func consts(host string, n int) {
	http.Get(api + "/x") // the diagnostic goes to the literal, in the declaration
	http.Get(pkgURL)
	u := "http://local.example.com/" // want `absolute-URI net/http.Get "http://local.example.com/"`
	http.Get(u)
	http.Get(endpoint())
	http.Get("HTTP://" + host + "/api")                          // want `absolute-URI net/http.Get "HTTP://x/api"`
	http.Get(fmt.Sprintf("http://%s:80/x?n=%d&p=%%2f", host, n)) // want `absolute-URI net/http.Get "http://x:80/x\?n=0&p=%2f"`
	url.Parse(string("typed:" + "conv"))                         // want `URI-reference net/url.Parse "typed:conv"`

	v := "http://twice.example.com/" // want `absolute-URI net/http.Get "http://twice.example.com/"`
	v = "http://again.example.com/"  // want `absolute-URI net/http.Get "http://again.example.com/"`
	http.Get(v)                      // assigned twice: each value is a site

	http.Get(host) // nothing known: no site

	os.Setenv("HTTPS_PROXY", "http://proxy:3128")        // want `absolute-URI os.Setenv\(HTTPS_PROXY\) "http://proxy:3128"`
	os.Setenv("HTTPS_PROXY", "proxy:3128")               // a host:port proxy: no site
	os.Setenv("SERVICE_URL", "https://svc.example.com/") // want `shape os.Setenv\(SERVICE_URL\) "https://svc.example.com/"`
	os.Setenv("NO_PROXY", "localhost,.example.com")      // not a URI

	sql.Open("postgres", "postgres://u@db/app?sslmode=disable") // want `absolute-URI database/sql.Open "postgres://u@db/app\?sslmode=disable"`
	sql.Open("postgres", "host=db user=u")                      // keyword/value DSN: no site
	sql.Open("mysql", "user:pass@tcp(db:3306)/app")             // MySQL DSN: no site
	sql.Open("sqlserver", "sqlserver://u@db:1433?database=app") // want `absolute-URI database/sql.Open "sqlserver://u@db:1433\?database=app"`
	sql.Open("oracle", "oracle://u@db:1521/service")            // want `absolute-URI database/sql.Open "oracle://u@db:1521/service"`
	sql.Open("sqlserver", "server=db;user id=u")                // ADO DSN: no site
}

// A parameter given a new value built from itself: what it holds at the
// call is not known, so it is no site, let alone "http://http://…".
func prefixed(u string) {
	if u == "" {
		u = "http://" + u // want `shape shape "http://x"`
	}
	http.Get(u)
	func(v string) {
		v = "https://" + v // want `shape shape "https://x"`
		http.Get(v)
	}("host")
}

// A format that the package writes once, into an unexported field where
// it makes the value, is known where the field is read.
type scraper struct {
	format string
	name   string
}

func newScraper() *scraper {
	return &scraper{format: "https://search.example/?q=site:%s", name: "search"} // want `absolute-URI net/http.Get "https://search.example/\?q=site:x"`
}

func (s *scraper) query(domain string) {
	http.Get(fmt.Sprintf(s.format, domain))
}

// A field written twice is not known.
type twice struct{ base string }

func useTwice(t *twice) {
	t.base = "https://a.example/"          // want `shape shape "https://a.example/"`
	*t = twice{base: "https://b.example/"} // want `shape shape "https://b.example/"`
	http.Get(t.base + "x")                 // want `absolute-URI net/http.Get "xx"`
}

// A parameter that the function completes with a scheme when it has
// none: a default written as host:port is completed before the sink.
func startDebug(addr string) {
	if addr == "" {
		addr = "localhost:0"
	}
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr // want `shape shape "http://x"`
	}
	url.Parse(addr)
}
