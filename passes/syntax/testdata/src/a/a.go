package a

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
)

// Invalid.

func invalid(w http.ResponseWriter, r *http.Request, host, id string, n int) {
	http.Get("http://example.com/a b")        // want `syntax: "http://example.com/a b" does not match URI-reference: invalid character ' ' in path \(path-abempty, RFC 3986 §3.3\)`
	url.Parse("http://exa mple.com/")         // want `"http://exa mple.com/" does not match URI-reference: invalid character ' ' in host \(reg-name, RFC 3986 §3.2.2\)`
	url.Parse("http://example.com/100%")      // want `invalid percent-encoding \(pct-encoded, RFC 3986 §2.1\)`
	url.Parse("http://example.com/caf\u00e9") // want `invalid character 'é' in path`
	url.Parse("http://example.com/a|b?q=`x`") // want `invalid character '\|' in path`
	url.Parse("http://example.com/a\tb")      // want `invalid character '\\t' in path`
	url.Parse("http://example.com/a#b#c")     // want `invalid character '#' in fragment \(fragment, RFC 3986 §3.5\)`
	url.Parse("http://example.com/a[1]")      // want `invalid character '\[' in path`
	url.Parse("http://\x65xample.com/\x41 b") // want `"http://example.com/A b" does not match URI-reference: invalid character ' '`
	// No fix where the encoded byte is not what was meant: a format verb,
	// a template, a Windows path.
	url.Parse("http://example.com/{id}") // want `invalid character '{' in path`
	url.Parse(`C:\Users\x`)              // a Windows path: not a site
	url.Parse("%s/path")                 // want `"%s/path" does not match URI-reference: invalid percent-encoding`
	// Read as the sink check's fix reads it: the space is in the host.
	url.Parse("http//exa mple.com/a b")           // want `"http//exa mple.com/a b" does not match URI-reference: invalid character ' ' in host`
	url.Parse(":8080")                            // want `missing scheme before ':' \(scheme, RFC 3986 §3.1\)`
	url.Parse("http://user:pa ss@example.com/")   // want `"http://user:\*\*\*@example.com/" does not match URI-reference: invalid character in userinfo \(userinfo, RFC 3986 §3.2.1\)`
	http.Redirect(w, r, "/a b", http.StatusFound) // want `"/a b" does not match URI-reference: invalid character ' ' in path \(path-absolute`

	// White space around a URI (RFC 3986 Appendix C).
	url.Parse(" http://example.com/ ")   // want `" http://example.com/ " does not match URI-reference: leading white space \(RFC 3986 Appendix C\)` `trailing white space`
	url.Parse("http://example.com/\n")   // want `trailing white space`
	url.Parse("http://example.com/\x00") // want `trailing control character`

	// IPv6 addresses need brackets (RFC 3986 §3.2.2).
	http.Get("http://fe80::1/") // want `"http://fe80::1/" does not match URI-reference: IPv6 address "fe80::1" must be enclosed in brackets \(IP-literal, RFC 3986 §3.2.2\)`
	// No fix: maybe an address and a port.
	http.Get("http://2001:db8::1:8080/") // want `IPv6 address "2001:db8::1:8080" must be enclosed in brackets`
	http.Get("http://::8080/x")          // want `IPv6 address "::8080" must be enclosed in brackets`
	http.Get("http://::ffff:1.2.3.4/x")  // want `IPv6 address "::ffff:1.2.3.4" must be enclosed in brackets`

	// Holes: the known start, then only what is wrong anywhere.
	http.Get("http://" + host + "/a b")              // want `"http://…/a b" does not match URI-reference: invalid character ' ', which no URI may hold \(RFC 3986 §2\)`
	http.Get("http://exa mple.com/" + id)            // want `"http://exa mple.com/…" does not match URI-reference: invalid character ' ' in host`
	http.Get(fmt.Sprintf("http://%s/a^b", host))     // want `"http://…/a\^b" does not match URI-reference: invalid character`
	http.Get(fmt.Sprintf("http://%s/%d%%", host, n)) // want `invalid percent-encoding`

	// Request targets (RFC 9112 §3.2) and request URIs.
	httptest.NewRequest("GET", "/a b", nil)                  // want `"/a b" does not match origin-form: invalid character ' ' in path \(segment, RFC 3986 §3.3\)`
	httptest.NewRequest("GET", "/users/"+id+"?q=a b", nil)   // want `"/users/…\?q=a b" does not match request-target: invalid character ' ', which no URI may hold`
	httptest.NewRequest("GET", "example.com", nil)           // want `"example.com" does not match request-target: it is neither an absolute path, an absolute URI, host:port nor "\*" \(request-target, RFC 9112 §3.2\)`
	httptest.NewRequest("GET", "/a#top", nil)                // want `"/a#top" does not match origin-form: fragment not allowed \(origin-form, RFC 9112 §3.2.1\)`
	httptest.NewRequest("CONNECT", "[::1]:80/x", nil)        // want `nothing may follow the port \(authority-form, RFC 9112 §3.2.3\)`
	httptest.NewRequest("CONNECT", "u@example.com:443", nil) // want `"u@example.com:443" does not match authority-form: userinfo not allowed \(authority-form, RFC 9112 §3.2.3\)`
	url.ParseRequestURI("example.com/x")                     // want `"example.com/x" does not match request-target: it neither starts with "/" nor has a scheme`
	url.ParseRequestURI("http://example.com/#top")           // want `fragment not allowed \(absolute-URI, RFC 3986 §4.3\)`

	// Fields of net/url.URL.
	_ = url.URL{Scheme: "https://", Host: "example.com"} // want `"https://" in field net/url.URL.Scheme does not match scheme: "://" is a delimiter, not part of the scheme \(scheme, RFC 3986 §3.1\)`
	_ = url.URL{Scheme: "http", Host: "example.com/v1"}  // want `"example.com/v1" in field net/url.URL.Host does not match host \[ ":" port \]: '/' starts a path, which belongs in field Path`
	_ = url.URL{Host: "http://example.com"}              // want `the scheme "http" belongs in field Scheme`
	_ = url.URL{Host: "user@example.com"}                // want `'@' starts a userinfo, which belongs in field User`
	_ = url.URL{Host: "::1"}                             // want `"::1" in field net/url.URL.Host does not match host \[ ":" port \]: IPv6 address "::1" must be enclosed in brackets`
	_ = url.URL{Host: "exa mple.com:80"}                 // want `invalid character ' ' in host`
	_ = url.URL{Host: "example.com:8o"}                  // want `invalid character 'o' in port \(port, RFC 3986 §3.2.3\)`
	_ = url.URL{RawQuery: "q=a b"}                       // want `"q=a b" in field net/url.URL.RawQuery does not match query: invalid character ' ' in query \(query, RFC 3986 §3.4\)`
	_ = url.URL{RawQuery: "q=a#b"}                       // want `invalid character '#' in query`
	_ = url.URL{RawPath: "/a b"}                         // want `in field net/url.URL.RawPath does not match path: invalid character ' ' in path \(segment`
	_ = url.URL{RawFragment: "a b"}                      // want `in field net/url.URL.RawFragment does not match fragment`
}

// Found by shape alone: only white space around the URI and bare IPv6
// hosts.
var (
	apiURL     = " https://api.example.com/v1" // want `" https://api.example.com/v1" does not match URI: leading white space`
	webhookURL = "http://fe80::1/hook"         // want `IPv6 address "fe80::1" must be enclosed in brackets`
	docsURL    = "https://example.com/a b"     // not certain of intent: left alone
)

// Valid.

func valid(host, path string) {
	url.Parse("http://bücher.example/") // a host that is not ASCII: hostform's finding
	url.Parse("http://example.com/a%20b?q=%7Bx%7D#f")
	url.Parse("mailto:ops@example.com")
	url.Parse("urn:isbn:0451450523")
	url.Parse("//example.com/x")
	url.Parse("a/b:c")
	url.Parse("http://[::1]:8080/")
	url.Parse("http://[fe80::1%25eth0]/") // a zone (RFC 6874)
	url.Parse("http//example.com")        // the sink check's
	http.Get(`http:\\example.com/`)       // the sink check's
	http.Get(`http:\example.com/`)        // the sink check's
	http.Get("http://" + host + path)
	http.Get(fmt.Sprintf("%s/a/%s", host, path))
	http.Get(fmt.Sprintf("http://%s/%%41", host))
	httptest.NewRequest("GET", "*", nil)
	httptest.NewRequest("CONNECT", "[::1]:443", nil)
	httptest.NewRequest("CONNECT", "example.com:443", nil)
	httptest.NewRequest("GET", "//a//b", nil)
	httptest.NewRequest("GET", "http://example.com/?q", nil)
	url.ParseRequestURI("*")
	url.ParseRequestURI("/a/b?c=d")
	_ = url.URL{Scheme: "git+ssh", Host: "[::1]:22", Path: "/a b", Fragment: "a b#c"}
	_ = url.URL{Host: "bücher.example"}
	_ = url.URL{Host: "[fe80::1%eth0]"}
	_ = url.URL{RawQuery: "q=%20&r=/?"}
	_ = url.UserPassword("user", "pa ss")
}

// Array parameters in a query, as PHP, Rails and Prometheus' API name
// them: servers take the brackets as written.
func arrayParams() {
	http.Get("http://example.com/federate?match[]=up&match[]=down")
	httptest.NewRequest("GET", "/?name[]=a", nil)
}

// after github.com/grafana/loki: pkg/ui/handler.go (RawQuery holds the
// query without its '?')
func redirectToNotFound(r *http.Request, node string) {
	r.URL.RawQuery = "?node=" + node // want `"\?node=…" in field net/url.URL.RawQuery starts with "\?", which is not part of the query`
	r.URL.RawQuery = "node=?" + node
}

// A name a database driver reads behind a scheme is no URI.
func driverNames() {
	url.Parse("mysql://user:pw@tcp(db:3306)/app?parseTime=true")
	url.Parse("mysql://user:pw@(db:3306)/app")
	url.Parse("sqlite://:memory:")
	url.Parse("sqlite3://:memory:?cache=shared")
	url.Parse("mysql://user:pw@db:33(06)/app") // want `invalid character '\(' in port`
}
