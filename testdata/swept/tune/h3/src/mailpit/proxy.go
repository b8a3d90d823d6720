// Package mailpit holds cases rewritten from github.com/axllent/mailpit.
package mailpit

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// Webroot is the path the web UI is served under.
var Webroot = "/"

// proxiedCSSURL rewrites a stylesheet url(...) to go through the asset proxy.
func proxiedCSSURL(id, address string) string {
	encoded := base64.StdEncoding.EncodeToString([]byte(id + ":" + address))
	// Source: github.com/axllent/mailpit/server/handlers/proxy.go:226 (standard base64, with '+' '/' '=', put unescaped in the query value read back by URL.Query().Get)
	return "url(" + Webroot + "proxy?data=" + encoded + ")" // defect escaper
}

// ServeProxy decodes the data parameter of a proxied asset.
func ServeProxy(w http.ResponseWriter, r *http.Request) {
	data, err := base64.StdEncoding.DecodeString(r.URL.Query().Get("data"))
	if err != nil {
		http.Error(w, "invalid request", http.StatusBadRequest)
		return
	}
	fmt.Fprintln(w, len(data))
}

// AbsoluteURL resolves a link of a message against its base.
func AbsoluteURL(link, baseURL string) (string, error) {
	base, err := url.Parse(baseURL)
	if err != nil {
		return link, err
	}
	if strings.HasPrefix(link, "//") {
		// Source: github.com/axllent/mailpit/server/handlers/proxy.go:361 (scheme-relative link given the base's scheme)
		link = base.Scheme + ":" + link // lookalike
	}
	u, err := url.Parse(link)
	if err != nil {
		return link, err
	}
	return base.ResolveReference(u).String(), nil
}

// ReadyURL builds the readiness URL from a listen address such as "0.0.0.0:8025".
func ReadyURL(listen, webroot string, https bool) string {
	proto := "http"
	if https {
		proto = "https"
	}
	root := strings.TrimRight(path.Join("/", webroot, "/"), "/") + "/"
	// Source: github.com/axllent/mailpit/internal/healthcheck/healthcheck.go:24 (scheme variable, listen address already host:port)
	return fmt.Sprintf("%s://%s%sreadyz", proto, listen, root) // lookalike
}

// SetSpamService sets the spam filter server, adding http:// when missing.
func SetSpamService(server string) (*url.URL, error) {
	server = strings.TrimSpace(server)
	if !strings.HasPrefix(server, "http://") && !strings.HasPrefix(server, "https://") {
		// Source: github.com/axllent/mailpit/internal/rspamd/rspamd.go:85 (scheme added only when missing)
		server = "http://" + server // lookalike
	}
	return url.Parse(server)
}
