// Package webtests rewrites the cases of code.vikunja.io/api/pkg/webtests, the HTTP integration tests and their helpers.
package webtests

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"

	"vikunja/pkg/routes/caldav"
)

// newRouter stands in for routes.NewEcho plus routes.RegisterRoutes.
func newRouter() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	})
}

func createRequest(method string, payload string, queryParam url.Values) (req *http.Request, rec *httptest.ResponseRecorder) {
	req = httptest.NewRequest(method, "/", strings.NewReader(payload))
	req.Header.Set("Content-Type", "application/json")
	// Source: code.vikunja.io/api/pkg/webtests/integrations.go:114 (escaper: url.Values.Encode is the right escaper for the raw query of the test request)
	req.URL.RawQuery = queryParam.Encode() // lookalike
	return req, httptest.NewRecorder()
}

// setCaldavRequestPath gives the request a real resource path, since the caldav
// handlers read the resource off the request path.
func setCaldavRequestPath(req *http.Request, urlParams map[string]string) {
	project, has := urlParams["project"]
	if !has {
		return
	}
	path := caldav.ProjectBasePath + "/" + project
	if task, has := urlParams["task"]; has {
		// Source: code.vikunja.io/api/pkg/webtests/integrations.go:211 (escaper: url.PathEscape is the right escaper for the task UID placed as one path segment)
		path += "/" + url.PathEscape(task) + ".ics" // lookalike
	}
	u, err := url.Parse(path)
	if err != nil {
		panic(err)
	}
	// Source: code.vikunja.io/api/pkg/webtests/integrations.go:218 (escaper: Path is taken from url.Parse of the built path, the decoded form the field expects)
	req.URL.Path = u.Path // lookalike
	// Source: code.vikunja.io/api/pkg/webtests/integrations.go:219 (escaper: RawPath is taken from the same parse, so the encoded and decoded forms agree)
	req.URL.RawPath = u.RawPath // lookalike
	req.RequestURI = path
}

// webHandlerTestV2 sends requests to the /api/v2 routes.
type webHandlerTestV2 struct {
	basePath string
	idParam  string
}

func (h *webHandlerTestV2) buildPath(urlParams map[string]string, queryParams url.Values) string {
	u := h.basePath
	if id, has := urlParams[h.idParam]; has {
		u += "/" + id
	}
	if q := queryParams.Encode(); q != "" {
		// Source: code.vikunja.io/api/pkg/webtests/integrations.go:466 (escaper: the query comes from url.Values.Encode, the right escaper)
		u += "?" + q // lookalike
	}
	return u
}
