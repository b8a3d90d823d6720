package a

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os/exec"
)

// Invalid.

var apiURL = "https://api.example.com:443/v1" // want `port: port "443" of "https://api.example.com:443/v1" is the default port of https \(RFC 3986 §3.2.3, §6.2.3\)`

var backupURL = "https://api.example.com:99999/v1" // want `port "99999" of "https://api.example.com:99999/v1" is above 65535, the largest TCP or UDP port \(RFC 3986 §3.2.3\)`

func invalid(host string, base *url.URL) {
	http.Get("http://example.com:80/")                     // want `port: port "80" of "http://example.com:80/" is the default port of http \(RFC 3986 §3.2.3, §6.2.3\)`
	http.Get("https://example.com:443")                    // want `port "443" of "https://example.com:443" is the default port of https`
	http.Get("http://example.com:080/x")                   // want `port "080" of "http://example.com:080/x" is the default port of http`
	http.Get("HTTP://example.com:0000080/x")               // want `port "0000080" of "HTTP://example.com:0000080/x" is the default port of http`
	http.Get("http://[::1]:80/")                           // want `port "80" of "http://\[::1\]:80/" is the default port of http`
	url.Parse("ws://chat.example.com:80/socket")           // want `port "80" of "ws://chat.example.com:80/socket" is the default port of ws`
	url.Parse("wss://chat.example.com:443/socket")         // want `port "443" of "wss://chat.example.com:443/socket" is the default port of wss`
	url.Parse("ftp://ftp.example.com:21/pub")              // want `port "21" of "ftp://ftp.example.com:21/pub" is the default port of ftp`
	url.Parse("ssh://git@example.com:22/repo.git")         // want `port "22" of "ssh://git@example.com:22/repo.git" is the default port of ssh`
	url.Parse("http://example.com:80?q=1#f")               // want `port "80" of "http://example.com:80\?q=1#f" is the default port of http`
	http.Get("http://u:hunter2@example.com:80/")           // want `port "80" of "http://u:\*\*\*@example.com:80/" is the default port of http`
	http.Get("http://example.com:/")                       // want `port: empty port in "http://example.com:/" \(RFC 3986 §3.2.3\)`
	http.Get("https://example.com:")                       // want `empty port in "https://example.com:"`
	url.Parse("myapp://example.com:/x")                    // want `empty port in "myapp://example.com:/x"`
	url.Parse("file://C:/Users/a.txt")                     // a Windows drive where the host goes: no port
	url.Parse("nfs://nfs.example:/export/backups")         // an NFS export, server:/export
	base.Parse("//example.com:/x")                         // want `empty port in "//example.com:/x"`
	http.Get("http://example.com:99999/")                  // want `port "99999" of "http://example.com:99999/" is above 65535, the largest TCP or UDP port \(RFC 3986 §3.2.3\)`
	http.Get("http://example.com:123456789012345678901/")  // want `port "123456789012345678901" of "http://example.com:123456789012345678901/" is above 65535`
	url.Parse("redis://cache.example.com:70000/0")         // want `port "70000" of "redis://cache.example.com:70000/0" is above 65535`
	http.Get("http://example.com\x3a80/")                  // want `port "80" of "http://example.com:80/" is the default port of http`
	http.Get("http://example.com:\x380/")                  // want `port "80" of "http://example.com:80/" is the default port of http`
	http.Get(fmt.Sprintf("http://%s:80/x", host))          // want `port "80" of "http://…:80/x" is the default port of http`
	http.Get("https://" + host + ":443/x")                 // want `port "443" of "https://…:443/x" is the default port of https`
	http.Get(fmt.Sprintf("%s://example.com:/", host))      // want `empty port in "…://example.com:/"`
	_ = url.URL{Scheme: "http", Host: "example.com:"}      // want `port: empty port in field net/url.URL.Host \(RFC 3986 §3.2.3\)`
	_ = url.URL{Scheme: "http", Host: "example.com:65536"} // want `port "65536" of field net/url.URL.Host is above 65535`
	_ = url.URL{Scheme: "http", Host: host + ":"}          // want `empty port in field net/url.URL.Host`
}

// Valid.

var (
	serviceURL = "https://api.example.com:8443/v1"
	docsURL    = "https://api.example.com/v1"
)

func valid(host, port, path string, p int, base *url.URL) {
	http.Get("http://example.com/")
	http.Get("http://example.com:8080/")
	http.Get("https://example.com:80/")                               // 80 is not the port of https
	http.Get("http://example.com:443/")                               // nor 443 that of http
	http.Get("http://example.com:65535/")                             // the largest port
	http.Get("http://example.com:0/")                                 // not out of range
	url.Parse("myapp://example.com:99999/")                           // an unknown scheme may not use TCP
	url.Parse("myapp://example.com:80/")                              // no default port known
	url.Parse("mongodb://a:27017,b:27017/db")                         // a list: each host is written alike
	base.Parse("//example.com:80/x")                                  // the scheme is the base's
	httptest.NewRequest("GET", "//example.com:/", nil)                // a path in a request-target
	http.NewRequest(http.MethodConnect, "http://example.com:80", nil) // a CONNECT target keeps its port
	http.Get("http://example.com:80" + path)                          // the port may go on
	http.Get("http://example.com:" + port)                            // the port is unknown
	http.Get(fmt.Sprintf("http://example.com:%d/", p))
	http.Get(fmt.Sprintf("http://example.com:8%d/", p))
	http.Get(fmt.Sprintf("%s://example.com:80/", host)) // the scheme is unknown
	_ = url.URL{Scheme: "http", Host: "example.com:80"} // the scheme is not in sight
	_ = url.URL{Scheme: "http", Host: "example.com"}
	_ = url.URL{Scheme: "http", Host: host + ":" + port}
}

// A template keeps its port: it is matched or filled in as written. The
// port is reported where the value is a URI, but not fixed.
const apiBase = "http://api.example.com:80/API_VERSION/" // want `port "80" of "http://api.example.com:80/API_VERSION/" is the default port of http`

func templates() {
	http.Get(apiBase)
}

// net.JoinHostPort brackets an IPv6 host; the default port it writes
// right after the scheme says nothing.
func joined(host, scheme string) {
	http.Get("https://" + net.JoinHostPort(host, "443") + "/v1")                  // want `port: port "443" that net.JoinHostPort writes into "https://…/v1" is the default port of https \(RFC 3986 §3.2.3, §6.2.3\)`
	http.Get(fmt.Sprintf("http://%s%s", net.JoinHostPort(host, "80"), "/status")) // want `port "80" that net.JoinHostPort writes into "http://…/status"`
	http.Get("https://" + net.JoinHostPort(host, "8443") + "/v1")
	http.Get(scheme + "://" + net.JoinHostPort(host, "443"))
	http.Get("https://user@" + net.JoinHostPort(host, "443"))
}

// curl fetches the URIs its command line gives it.
func probe() *exec.Cmd {
	return exec.Command("curl", "-k", "https://kubernetes.example:443/healthz") // want `port "443" of "https://kubernetes.example:443/healthz" is the default port of https`
}
