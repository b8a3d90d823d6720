package a

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const base = "HTTPS://api.example.com" // want `schemecase: scheme "HTTPS" of "HTTPS://api.example.com/v1" is not lowercase \(RFC 3986 §3.1\)`

func invalid(host string) {
	http.Get("HTTP://example.com/")     // want `schemecase: scheme "HTTP" of "HTTP://example.com/" is not lowercase`
	url.Parse("Mailto:ops@example.com") // want `scheme "Mailto" of "Mailto:ops@example.com"`
	http.Get(base + "/v1")
	http.Get("Http://" + host + "/x")          // want `scheme "Http" of "Http://…/x"`
	http.Get(fmt.Sprintf("wS://%s/", host))    // want `scheme "wS" of "wS://…/"`
	_ = url.URL{Scheme: "HTTP", Host: "h"}     // want `scheme "HTTP" of field net/url.URL.Scheme`
	http.Get("HT\x54P://escaped.example.com/") // want `scheme "HTTP"`
	http.Get("HTTP://u:hunter2@example.com/")  // want `"HTTP://u:\*\*\*@example.com/"`
	http.Get("MyApp://x")                      // want `scheme "MyApp"`
}

func valid(base *url.URL, scheme string) {
	http.Get("http://example.com/")
	base.Parse("Images:annotate") // a relative path, not a known scheme
	http.Get(scheme + "://x")     // unknown scheme
	url.Parse("Local/Path:x")
}

// A declared value used for more than this URI is not rewritten for it:
// the other uses, here or in other packages, may need it as written.
const (
	DefaultEndpoint = "HTTPS://Exported.example.com/" // want `scheme "HTTPS" of "HTTPS://Exported.example.com/" is not lowercase \(RFC 3986 §3.1\) \(not fixed: DefaultEndpoint is exported, and other packages may use it for more than this URI\) \(-schemecase.fix fixes it\)`
	legacyPrefix    = "HTTP://legacy.example.com/"    // want `\(not fixed: legacyPrefix is also used at a.go:\d+, not as such a URI\) \(-schemecase.fix fixes it\)`
)

func shared(path string) bool {
	http.Get(DefaultEndpoint)
	http.Get(legacyPrefix)
	return strings.HasPrefix(path, legacyPrefix)
}
