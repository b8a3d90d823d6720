package a

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
)

// Shape-only sites are not checked: nothing says the string is a URI.
var apiDoc = "http://127.1/"

func invalid(path string, port int) {
	// Rare forms of IPv4 (RFC 3986 §7.4).
	http.Get("http://0x7f.1/")                       // want `hostform: host "0x7f.1" of "http://0x7f.1/" is IPv4 address 127.0.0.1 in a rare form that resolvers disagree on \(RFC 3986 §7.4\)`
	http.Get("http://0177.0.0.1/")                   // want `host "0177.0.0.1" of "http://0177.0.0.1/" is IPv4 address 127.0.0.1 in a rare form`
	http.Get("http://0x7f000001/")                   // want `host "0x7f000001" .* is IPv4 address 127.0.0.1 `
	http.Get("http://127.1/")                        // want `host "127.1" .* is IPv4 address 127.0.0.1 `
	http.Get("http://10.1.1/")                       // want `host "10.1.1" .* is IPv4 address 10.1.0.1 `
	http.Get("http://2130706433/")                   // want `host "2130706433" .* is IPv4 address 127.0.0.1 `
	http.Get("http://0X7F.0.0.1:8080/x")             // want `host "0X7F.0.0.1" .* is IPv4 address 127.0.0.1 `
	http.Get("http://1.2.3.010/")                    // want `host "1.2.3.010" .* is IPv4 address 1.2.3.8 `
	http.Get("http://0/")                            // want `host "0" .* is IPv4 address 0.0.0.0 `
	http.Get("http://4294967295/")                   // want `is IPv4 address 255.255.255.255 `
	http.Get("http://0xff.0xffffff/")                // want `is IPv4 address 255.255.255.255 `
	http.Get("http://u:hunter2@127.1/")              // want `host "127.1" of "http://u:\*\*\*@127.1/"`
	http.Get("http://\x31\x32\x37.1/")               // want `host "127.1" of "http://127.1/"`
	http.Get("http://127.1/" + path)                 // want `host "127.1" of "http://127.1/…"`
	http.Get(fmt.Sprintf("http://127.1:%d/", port))  // want `host "127.1" of "http://127.1:…/"`
	url.Parse("postgres://127.1/db")                 // want `host "127.1" of "postgres://127.1/db"`
	httptest.NewRequest("GET", "http://127.1/", nil) // want `host "127.1" of "http://127.1/"`
	_ = url.URL{Scheme: "http", Host: "127.1:8080"}  // want `host "127.1" of field net/url.URL.Host is IPv4 address 127.0.0.1 `

	// IPvFuture.
	http.Get("http://[v1.x]/")     // want `hostform: host "\[v1.x\]" of "http://\[v1.x\]/" is an IPvFuture literal, which no resolver supports \(RFC 3986 §3.2.2\)`
	url.Parse("myapp://[V7.a:b]/") // want `host "\[V7.a:b\]" of "myapp://\[V7.a:b\]/" is an IPvFuture literal`
	url.Parse("//[v1.x]/")         // want `host "\[v1.x\]" of "//\[v1.x\]/" is an IPvFuture literal`

	// Zone identifiers (RFC 6874).
	http.Get("http://[fe80::1%25eth0]:8080/")              // want `hostform: host "\[fe80::1%25eth0\]" of "http://\[fe80::1%25eth0\]:8080/" has a zone identifier \(RFC 6874\), which is not part of RFC 3986 \(RFC 3986 §3.2.2\)`
	_ = url.URL{Scheme: "http", Host: "[fe80::1%eth0]:80"} // want `host "\[fe80::1%eth0\]" of field net/url.URL.Host has a zone identifier`

	// Non-ASCII hosts: the fix writes the IDNA A-label.
	http.Get("http://bücher.example/")        // want `hostform: host "bücher.example" of "http://bücher.example/" is not ASCII; its IDNA form is "xn--bcher-kva.example" \(RFC 3986 §3.2.2\)`
	http.Get("http://b\u00fccher.example/")   // want `host "bücher.example" of "http://bücher.example/" is not ASCII`
	http.Get("https://Bücher.Example:8443/x") // want `its IDNA form is "xn--bcher-kva.example"`
	http.Get("https://u:hunter2@straße.de/")  // want `host "straße.de" of "https://u:\*\*\*@straße.de/" is not ASCII; its IDNA form is "xn--strae-oqa.de"`
	// Invalid UTF-8 has no IDNA form: reported, never "fixed" to U+FFFD.
	http.Get("http://ex\xffample.com/")                      // want `host "ex\\xffample.com" of .* is not valid UTF-8, so it has no IDNA form`
	http.Get("http://b\xfcr.example/a")                      // want `host "b\\xfcr.example" of .* is not valid UTF-8`
	http.Get(fmt.Sprintf("http://bücher.example/%s", path))  // want `host "bücher.example" of "http://bücher.example/…"`
	http.Get("http://bücher.example/" + path)                // want `host "bücher.example" of "http://bücher.example/…"`
	_ = url.URL{Scheme: "https", Host: "bücher.example:443"} // want `host "bücher.example" of field net/url.URL.Host is not ASCII; its IDNA form is "xn--bcher-kva.example"`
	url.Parse("myapp://bücher/")                             // want `host "bücher" of "myapp://bücher/" is not ASCII; its IDNA form is "xn--bcher-kva"`
	http.Get("http://bü cher.example/")                      // want `host "bü cher.example" of "http://bü cher.example/" is not ASCII \(RFC 3986 §3.2.2\)`
	http.Get("http://ü@bücher.example/")                     // want `host "bücher.example" of "http://ü@bücher.example/" is not ASCII; its IDNA form`

	// Empty hosts where the scheme needs one.
	http.Get("http:///path")                    // want `hostform: host of "http:///path" is empty, which scheme "http" does not allow \(RFC 3986 §3.2.2\)`
	http.Get("https://:443/")                   // want `host of "https://:443/" is empty, which scheme "https" does not allow`
	http.Get("http://user@/x")                  // want `host of "http://user@/x" is empty`
	http.Get("HTTP:///" + path)                 // want `host of "HTTP:///…" is empty, which scheme "HTTP" does not allow`
	http.Get(fmt.Sprintf("http://:%d/x", port)) // want `host of "http://:…/x" is empty`
	http.Get("ws://:80")                        // want `host of "ws://:80" is empty, which scheme "ws" does not allow`
	http.Get(fmt.Sprintf("http://u@:%d", port)) // want `host of "http://u@:…" is empty`
}

func valid(host, rest string, n int) {
	http.Get("http://127.0.0.1/")    // an IPv4address
	http.Get("http://0.0.0.0:8080/") // an IPv4address
	http.Get("http://1.2.3.256/")    // no address: a part out of range
	http.Get("http://256.1/")        // no address: a part out of range
	http.Get("http://4294967296/")   // no address: more than 32 bits
	http.Get("http://0x100000000/")  // no address: more than 32 bits
	http.Get("http://1.0x1000000/")  // no address: more than 24 bits
	http.Get("http://08.1/")         // not octal
	http.Get("http://0x/")           // no hex digit
	http.Get("http://127.1./")       // a trailing dot
	http.Get("http://127..1/")       // an empty part
	http.Get("http://1.2.3.4.5/")    // five parts
	http.Get("http://0x0.st/")       // a name
	http.Get("http://1e100.net/")    // a name
	http.Get("http://xn--bcher-kva.example/")
	http.Get("http://[::1]:8080/")
	http.Get("http://[fe80::1]/")
	http.Get("http://[::ffff:127.1]/")    // not IPv6: a syntax error, not ours
	http.Get("http://[fe80::1%eth0]/")    // "%" not "%25": a syntax error, not ours
	http.Get("http://[fe80::1%25]/")      // an empty zone: a syntax error, not ours
	url.Parse("myapp://12345")            // a scheme whose host may be anything
	url.Parse("//127.1/x")                // no scheme: the base's is unknown
	url.Parse("mongodb://127.1,127.2/db") // want `host "127.1" of "mongodb://127.1,127.2/db"` `host "127.2" of "mongodb://127.1,127.2/db"`
	url.Parse("file:///etc/hosts")        // file allows an empty host
	url.Parse("unix:///tmp/sock")
	url.Parse("mailto:ops@bücher.example") // no authority
	http.Get("http://" + host + "/")
	http.Get("http://127.1" + rest) // the authority may go on: rest = "@example.com/"
	http.Get("http://" + host)      // an empty host so far
	http.Get(fmt.Sprintf("http://%d.1/", n))
	http.Get(fmt.Sprintf("http://127.1:%s/", rest)) // a string could hold an '@'
	http.Get("http://127.1:" + rest + "/")
	http.Get("http://127.1" + rest + "/")
	http.Get("http://[v1.x]" + rest)
	http.Get(fmt.Sprintf("%s://127.1/", rest))
	http.Get(fmt.Sprintf("http://%s:8080/", host))
	_ = url.URL{Scheme: "http", Host: "127.1:" + rest}
	_ = url.URL{Scheme: "http", Host: ":8080"}   // net/url.URL.Host may be empty
	httptest.NewRequest("GET", "//127.1/x", nil) // a path
	_ = url.URL{Scheme: "file", Host: ""}
	_ = url.URL{Scheme: "http", Host: host + ":8080"}
	_ = url.URL{Scheme: "http", Host: "127.0.0.1:8080"}
	_ = url.URL{Scheme: "http", Host: "[fe80::1]"}
}
