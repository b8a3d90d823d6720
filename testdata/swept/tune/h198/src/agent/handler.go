package agent

import (
	"net/http"
	"regexp"
	"strings"
)

var dockerAPIVersionRegexp = regexp.MustCompile(`(/v[0-9]\.[0-9]*)?`)

// Handler routes agent API requests.
type Handler struct {
	keyHandler, dockerProxyHandler http.Handler
}

func (h *Handler) ServeHTTP(rw http.ResponseWriter, request *http.Request) {
	if strings.HasPrefix(request.URL.Path, "/key") {
		h.keyHandler.ServeHTTP(rw, request)
		return
	}

	// Source: github.com/portainer/agent/http/handler/handler.go:87 (escaper: the Docker API version prefix is cut from the decoded Path for routing; net/url re-escapes the Path when the stale RawPath no longer matches, so nothing is escaped wrongly; by the escaper check, nothing is spliced unescaped)
	request.URL.Path = dockerAPIVersionRegexp.ReplaceAllString(request.URL.Path, "") // lookalike

	h.dockerProxyHandler.ServeHTTP(rw, request)
}
