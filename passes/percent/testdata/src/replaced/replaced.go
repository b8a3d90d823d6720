// Package replaced holds escapes that code writes into an encoded
// component with strings.ReplaceAll, in place of what its escaper left.
package replaced

import (
	"net/http"
	"net/url"
	"strings"
)

// after github.com/ktrysmt/go-bitbucket: client.go
func tilde(req *http.Request) {
	req.URL.RawQuery = strings.ReplaceAll(req.URL.RawQuery, "~", "%7E") // want `"%7E" in the replacement strings.ReplaceAll writes into a query encodes the unreserved character "~", which should not be encoded`
}

// after github.com/nicholas-fedor/shoutrrr: pkg/services/push/ntfy/ntfy_config.go
func semicolons(u *url.URL) {
	u.RawQuery = strings.ReplaceAll(u.RawQuery, ";", "%3b") // want `percent-encoding "%3b" in the replacement strings.ReplaceAll writes into a query should use uppercase hex digits`
}

func space(s string, v url.Values) (string, string) {
	// "%20" for "+", the one QueryEscape writes for a space: canonical.
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20"), strings.Replace(v.Encode(), "+", "%20", -1)
}

// What is no component of a URI may hold anything.
func other(s string) string {
	return strings.ReplaceAll(s, "~", "%7e")
}
