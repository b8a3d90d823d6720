package a

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
)

// Invalid.

func form(base *url.URL, host string) {
	http.Get("https://example.com/a%2fb")           // want `percent: percent-encoding "%2f" in "https://example.com/a%2fb" should use uppercase hex digits \(RFC 3986 §2.1, §6.2.2.1\)`
	http.Get("https://example.com/%7Euser")         // want `percent: "%7E" in "https://example.com/%7Euser" encodes the unreserved character "~", which should not be encoded \(RFC 3986 §2.3, §6.2.2.2\)`
	url.Parse("http://x/%41%42c")                   // want `"%41%42" in "http://x/%41%42c" encodes the unreserved characters "AB"`
	url.Parse("http://x/%c3%a9%2d")                 // want `percent-encodings "%c3%a9" in "http://x/%c3%a9%2d" should use uppercase` `"%2d" in "http://x/%c3%a9%2d" encodes the unreserved character "-"`
	url.Parse("http://x/%4a")                       // want `"%4a" in "http://x/%4a" encodes the unreserved character "J"`
	url.Parse("http://x/?q=a%2fb#%5b")              // want `"%2f" in "http://x/\?q=a%2fb#%5b"` `"%5b" in "http://x/\?q=a%2fb#%5b"`
	http.Get("http://" + host + "/a%2fb")           // want `"%2f" in "http://…/a%2fb"`
	http.Get(fmt.Sprintf("http://%s/a%%2fb", host)) // want `"%2f" in "http://…/a%2fb"`
	http.Get("http://x/a\x252fb")                   // want `"%2f" in "http://x/a%2fb"`
	http.Get("http://u:p%2fss@h/")                  // want `a percent-encoding in the userinfo of "http://u:\*\*\*@h/" should use uppercase hex digits`
	http.Get("http://u%5fx:pa%73s@h/")              // want `the userinfo of "http://u%5fx:\*\*\*@h/" encodes the unreserved character, which` `the userinfo of "http://u%5fx:\*\*\*@h/" encodes the unreserved character, which`
	http.Get("http://x/%2Ehidden/a%2E%2Eb")         // want `"%2E" in "http://x/%2Ehidden/a%2E%2Eb" encodes the unreserved character "."` `"%2E%2E" in .* encodes the unreserved characters ".."`
	http.Get("http://x/a/%2e%2e/b")                 // want `percent-encodings "%2e%2e" in "http://x/a/%2e%2e/b" should use uppercase hex digits`
	http.Get("http://ex%41mple.com/")               // want `"%41" in "http://ex%41mple.com/" encodes the unreserved character "A"`
	base.Parse("a%2fb")                             // want `"%2f" in "a%2fb"`
	_ = url.URL{
		RawPath:     "/a%2fb", // want `percent-encoding "%2f" in field net/url.URL.RawPath should use uppercase hex digits`
		RawQuery:    "q=%7e",  // want `"%7e" in field net/url.URL.RawQuery encodes the unreserved character "~"`
		RawFragment: "%41",    // want `"%41" in field net/url.URL.RawFragment encodes the unreserved character "A"`
	}
}

func control(base *url.URL) {
	http.Get("http://x/a%0D%0ASet-Cookie:%20a=b") // want `percent: "%0D%0A" in "http://x/a%0D%0ASet-Cookie:%20a=b" encodes the control characters CR LF, which can split a header or cut the string short where the URI is decoded \(RFC 3986 §7.2, §7.3\)`
	url.Parse("http://x/file%00.jpg")             // want `"%00" in "http://x/file%00.jpg" encodes the control character NUL`
	httptest.NewRequest("GET", "/a%0d%0ab", nil)  // want `"%0d%0a" in "/a%0d%0ab" encodes the control characters CR LF`
	http.Get("http://u%00:p@h/")                  // want `the userinfo of "http://u%00:\*\*\*@h/" encodes the control character NUL`
	http.Get("http://a%09b/")                     // want `"%09" in "http://a%09b/" encodes the control character HT`
	base.Parse("%1b[0m")                          // want `"%1b" in "%1b\[0m" encodes the control character ESC`
	url.Parse("file:///etc/passwd%00")            // want `"%00" in "file:///etc/passwd%00" encodes the control character NUL`
	_ = url.URL{Host: "h", RawPath: "/a%7Fb"}     // want `"%7F" in field net/url.URL.RawPath encodes the control character DEL`
	http.Get("http://x/a%0A" + fmt.Sprint(1))     // want `"%0A" in "http://x/a%0A…" encodes the control character LF`
	url.Parse("unix:/run/app.sock%00")            // want `"%00" in "unix:/run/app.sock%00"`
}

// Valid.

var apiDoc = "https://api.example.com/a%2fb%0A" // found by shape only: not for this check

func valid(host, p string) {
	http.Get("http://x/a%2Fb")
	http.Get("http://x/%C3%A9")
	http.Get("http://x/a/%2E%2E/b") // decoding would make a dot segment
	http.Get("http://x/%2E")
	http.Get("http://x/a/%2E%2E;x/b")
	http.Get("http://x/?p=%2E%2E&q=%2E")
	http.Get("http://x/a/%2E" + p)
	http.Get("http://x/a%")
	http.Get("http://x/%zz")
	http.Get("http://x/a%4" + p)
	url.Parse("mailto:a@example.com?body=line1%0D%0Aline2") // data in a query
	url.Parse("data:text/plain,a%0Ab")                      // an opaque path
	http.Get("https://api.example.com/send?text=Hello%0AWorld")
	http.Get("http://x/#a%0Ab")
	http.Get("http://" + host + "/a%0D%0A") // after a hole: the component is unknown
	_ = url.URL{RawQuery: "text=a%0Ab"}
	_ = url.URL{Path: "/a%2fb%0A", Fragment: "%41"} // decoded: '%' is a percent sign
}
