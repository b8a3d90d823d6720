package a

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"

	"github.com/gorilla/websocket"
)

// Invalid.

func invalid(w http.ResponseWriter, r *http.Request, d *websocket.Dialer, host, id, path string, port int) {
	http.Get("http:/" + host) // want `"http:/…" has one '/' after the scheme`
	// An absolute URI is needed.
	http.Get("example.com/x") // want `sink: net/http.Get needs an absolute URI with a scheme, but "example.com/x" has none \(RFC 3986 §4.3\)`
	http.Get("/api/" + id)    // want `net/http.Get needs an absolute URI with a scheme, but "/api/…" has none`
	fetch("//example.com/x")  // want `a.fetch → net/http.Get needs an absolute URI with a scheme, but "//example.com/x" has none`

	// A scheme the sink cannot use.
	http.Get("ftp://example.com/f")       // want `net/http.Get needs an http or https URI, but "ftp://example.com/f" has scheme "ftp"`
	http.Get("FTP://" + host + "/f")      // want `has scheme "FTP"`
	d.Dial("https://example.com/ws", nil) // want `\(\*github.com/gorilla/websocket.Dialer\).Dial needs a ws or wss URI, but "https://example.com/ws" has scheme "https"`

	// host:port is a URI of scheme host (RFC 3986 §3.1).
	url.Parse("localhost:8080")                   // want `net/url.Parse reads "localhost:8080" as a URI of scheme "localhost", not as host:port: write a scheme and "//" before the host \(RFC 3986 §3.1, §3.2\)`
	http.Get("localhost:8080/x")                  // want `net/http.Get reads "localhost:8080/x" as a URI of scheme "localhost"`
	http.Get("api.example.com:443" + id)          // want `net/http.Get needs an http or https URI, but "api.example.com:443…" has scheme "api.example.com"`
	http.Get(fmt.Sprintf("localhost:%d/x", port)) // want `but "localhost:…/x" has scheme "localhost"`
	url.Parse("git:9418")                         // want `"git:9418" has no "//" after the scheme, but git URIs need "//" and a host`
	url.ParseRequestURI("localhost:80")           // want `net/url.ParseRequestURI reads "localhost:80"`
	// An IP address and a port match no URI: no scheme starts with a digit.
	// after github.com/umputun/reproxy: app/discovery/discovery_test.go
	http.Get("127.0.0.1:8080")                  // want `sink: net/http.Get needs a URI, but "127.0.0.1:8080" is an IP address and a port with no scheme: write a scheme and "//" before the host \(RFC 3986 §3.1, §3.2\)`
	http.Get(fmt.Sprintf("127.0.0.1:%d", port)) // want `"127.0.0.1:…" is an IP address and a port with no scheme`
	http.Get("[::1]:8080/x")                    // want `"\[::1\]:8080/x" is an IP address and a port with no scheme`
	_ = &url.URL{Scheme: "http", Host: "127.0.0.1:8080"}

	// A broken "://": fixed where the reading is certain.
	http.Get("http:/example.com/x")            // want `sink: "http:/example.com/x" has one '/' after the scheme, but http URIs need "//" and a host \(RFC 3986 §3.2\)`
	http.Get("http//example.com/x")            // want `"http//example.com/x" lacks the ':' after the scheme: it is a relative path, not an http URI \(RFC 3986 §3.1, §4.2\)`
	url.Parse("https:://example.com/")         // want `"https:://example.com/" has one ':' too many after the scheme: its path is "://…" and it has no host`
	url.Parse("https::example.com/")           // want `"https::example.com/" has one ':' too many after the scheme, and https URIs need "//" and a host`
	http.Get(`http:\\example.com/`)            // want `"http:\\\\\\\\example.com/" has backslashes where http URIs need "//" and a host \(RFC 3986 §3.2\)`
	http.Get(`http:\example.com/`)             // want `has backslashes where`
	http.Get("http:example.com")               // want `"http:example.com" has no "//" after the scheme, but http URIs need "//" and a host`
	http.Get("https://https://example.com/")   // want `"https://https://example.com/" repeats the scheme: its host is "https" \(RFC 3986 §3.2.2\)`
	http.Get("http://https://example.com/")    // want `repeats the scheme: its host is "https"`
	http.Get("http:///x")                      // an empty host: the hostform check's
	http.Get("https://:443/")                  // likewise
	url.Parse("ftp:/pub/f")                    // want `has one '/' after the scheme, but ftp URIs need`
	http.Get("HTTP//example.com/")             // want `"HTTP//example.com/" lacks the ':' after the scheme: it is a relative path, not an http URI`
	http.Get("http//" + host + "/x")           // want `"http//…/x" lacks the ':'`
	http.Get("h\x74tp//example.com/")          // want `"http//example.com/" lacks the ':'`
	http.Get("http//user:secret@example.com/") // want `"http//user:\*\*\*@example.com/" lacks the ':'`
	// Resolved against the request's URL: no fix.
	http.Redirect(w, r, "http:/example.com/x", http.StatusFound) // want `"http:/example.com/x" has one '/' after the scheme`
	// A missing '/' or a missing host: no fix.
	http.Get("http:/api/v1")        // want `"http:/api/v1" has one '/' after the scheme`
	http.Get(" http//example.com/") // want `lacks the ':'`
}

func fetch(u string) { http.Get(u) }

// Found by shape alone: the broken "://" and the repeated scheme only.
var (
	apiURL     = "https//api.example.com/v1"           // want `"https//api.example.com/v1" lacks the ':'`
	backendURL = "https://https://backend.example.com" // want `repeats the scheme`
	feedURL    = "ftp://example.com/feed"              // no sink: any scheme may do
)

// Valid.

func valid(w http.ResponseWriter, r *http.Request, host, scheme, rest string) {
	http.Get("http:/" + r.URL.Path) // a path starts with the second '/'
	http.Get("https://example.com/")
	http.Get("HTTPS://example.com/")
	url.Parse("/relative")
	url.Parse("example.com/x")
	http.Redirect(w, r, "/x", http.StatusFound)
	url.Parse("mailto:ops@example.com")
	url.Parse("file:/etc/hosts")
	url.Parse("urn:isbn:0451450523")
	url.Parse("c:/windows")
	url.Parse("http/1.1")
	httptest.NewRequest("CONNECT", "localhost:8080", nil)
	httptest.NewRequest("GET", "/x", nil)
	http.Get(host + "/x")
	http.Get("http:" + rest)
	http.Get("http" + rest)
	http.Get(scheme + "://example.com/")
	url.Parse("localhost:80" + rest)
	url.Parse("myapp:" + rest)
	http.Get("http://" + host)
	http.Get("http://" + host + ":80/")
	url.Parse("file:///etc/hosts")
	url.Parse("file///etc/passwd") // want `"file///etc/passwd" lacks the ':' after the scheme: it is a relative path, not a file URI`
	url.Parse("file:/etc/passwd")  // file URIs may leave the authority out (RFC 8089 §2)
	url.Parse("https://web.archive.org/web/2020/https://example.com/")
	url.ParseRequestURI("/a/b")
	url.Parse("http:")      // given a host later
	http.Get("http://::1/") // an IPv6 address without brackets: the syntax check's
	http.Get("http://[::1]/")
}

// A host name where a request needs a URI: the scheme is missing.
func hostNames(c *http.Client) {
	http.NewRequest("GET", "example.com/api", nil)    // want `net/http.NewRequest sends a request to an absolute URI, but "example.com/api" starts with the host "example.com" and has no scheme`
	http.NewRequest("GET", "api.example.co.uk", nil)  // want `starts with the host "api.example.co.uk"`
	http.NewRequest("GET", "localhost/health", nil)   // want `starts with the host "localhost"`
	http.NewRequest("GET", "index.html", nil)         // a file name: html is no public suffix
	http.NewRequest("GET", "v1.2/users", nil)         // a version, not a host
	http.NewRequest("GET", "/example.com/x", nil)     // a path
	http.NewRequest("GET", "example.internal/x", nil) // not a suffix ICANN manages: not sure
}

// go-getter's forced getters: a getter's name, "::", then a URL.
func forcedGetters(repo string) {
	url.Parse("git::https://github.com/example/repo")
	url.Parse("git::" + repo + "?ref=main")
}

// Credentials hold the address of an API: a URL, or host:port that one
// reader completes with a scheme (rule 5).
type Credentials struct{ URL string }

func parseAPI(c *Credentials) (*url.URL, error) { return url.Parse(c.URL) }

func prepareAPIURL(c *Credentials) (*url.URL, error) {
	apiURL := c.URL
	if !strings.HasPrefix(apiURL, "http://") && !strings.HasPrefix(apiURL, "https://") {
		apiURL = "http://" + apiURL
	}
	return url.Parse(apiURL)
}

var apiCreds = &Credentials{URL: "localhost:80"}
