package reproxy

import (
	"fmt"
	"net/http"
	"strings"
)

func (h *Http) redirectHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		server := strings.Split(r.Host, ":")[0]
		// use standard HTTPS port by default
		httpsPort := 443
		// no need to specify the port if it's the standard HTTPS port
		portSuffix := fmt.Sprintf(":%d", httpsPort)
		if httpsPort == 443 {
			portSuffix = ""
		}
		// Source: github.com/umputun/reproxy/app/proxy/ssl.go:87 (hostjoin: by the hostjoin definition, the host is cut from the Host header at the first colon and formatted back with a hand-made :port suffix, which turns an IPv6 literal host such as [::1]:80 into https://[)
		// Source: github.com/umputun/reproxy/app/proxy/ssl.go:87 (escaper: by the escaper definition, the decoded r.URL.Path is spliced raw into the redirect URL, so an escaped ?, # or space in the request path comes out unescaped and changes or breaks the Location)
		newURL := fmt.Sprintf("https://%s%s%s", server, portSuffix, r.URL.Path) // defect hostjoin // defect escaper
		if r.URL.RawQuery != "" {
			// Source: github.com/umputun/reproxy/app/proxy/ssl.go:89 (escaper: by the escaper definition, RawQuery is the query as it arrived, already encoded, so appending it after ? needs no escaper)
			newURL += "?" + r.URL.RawQuery // lookalike
		}
		http.Redirect(w, r, newURL, http.StatusTemporaryRedirect)
	})
}
