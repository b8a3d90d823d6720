package httptreemux

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func newRequest(method, path string, body io.Reader) (*http.Request, error) {
	r, _ := http.NewRequest(method, path, body)
	u, _ := url.ParseRequestURI(path)
	r.URL = u
	r.RequestURI = path
	return r, nil
}

func simpleHandler(w http.ResponseWriter, r *http.Request, params map[string]string) {}

func TestSlashRedirect(t *testing.T) {
	router := New()
	router.GET("/noslash", simpleHandler)
	expectedCode := http.StatusMovedPermanently

	// Source: github.com/dimfeld/httptreemux/v5/router_test.go:453 (sink: a request path built only to be served in process by the router under test, whose redirect of this path is what the test checks; never sent by a client; added beside the 9 candidates because the sampled messages need the request it makes.)
	r, _ := newRequest("GET", "//noslash/", nil) // lookalike
	w := httptest.NewRecorder()
	router.ServeHTTP(w, r)
	if w.Code == http.StatusNotFound {
		// Source: github.com/dimfeld/httptreemux/v5/router_test.go:457 (syntax: a test failure message that starts with the path it names, prose not a URI.)
		t.Errorf("//noslash/: found returned false") // lookalike
	}
	if w.Code != expectedCode {
		// Source: github.com/dimfeld/httptreemux/v5/router_test.go:460 (syntax: a test failure message with format verbs that starts with the path it names, prose not a URI.)
		t.Errorf("//noslash/ expected code %d, saw %d", expectedCode, w.Code) // lookalike
	}
	if w.Header().Get("Location") != "/noslash" {
		// Source: github.com/dimfeld/httptreemux/v5/router_test.go:463 (syntax: a test failure message with a format verb that starts with the path it names, prose not a URI.)
		t.Errorf("//noslash/ was redirected to %s, expected /noslash", w.Header().Get("Location")) // lookalike
	}
}

func TestSkipRedirect(t *testing.T) {
	router := New()
	router.RedirectTrailingSlash = false
	router.RedirectCleanPath = false
	router.GET("/noslash", simpleHandler)

	// Source: github.com/dimfeld/httptreemux/v5/router_test.go:558 (sink: a request path built only to be served in process by the router under test, which must not redirect it; never sent by a client; added beside the 9 candidates because the sampled messages need the request it makes.)
	r, _ := newRequest("GET", "//noslash", nil) // lookalike
	w := httptest.NewRecorder()
	router.ServeHTTP(w, r)
	if w.Code != http.StatusNotFound {
		// Source: github.com/dimfeld/httptreemux/v5/router_test.go:562 (syntax: a test failure message with a format verb that starts with the path it names, prose not a URI.)
		t.Errorf("//noslash expected code 404, saw %d", w.Code) // lookalike
	}
}

func TestEscapedRoutes(t *testing.T) {
	type testcase struct {
		Route string
		Path  string
	}
	testcases := []*testcase{
		{"/abc/def", "/abc/def"},
		{"/abc/extrapath", "/abc/extrapath"},
	}
	router := New()
	for _, c := range testcases {
		router.GET(c.Route, simpleHandler)
	}
	for _, c := range testcases {
		// Source: github.com/dimfeld/httptreemux/v5/router_test.go:844 (escaper: the decoded test path goes into the decoded url.URL.Path field and EscapedPath escapes it once.)
		escapedPath := (&url.URL{Path: c.Path}).EscapedPath() // lookalike
		if !router.Lookup(escapedPath) {
			t.Errorf("no route for %s", escapedPath)
		}
	}
}

// createRoutes builds paths from generated words.
func createRoutes(words []string, numRoutes int) []string {
	routes := make([]string, 0, numRoutes)
	for i := 0; len(routes) < numRoutes; i++ {
		first := words[i%len(words)]
		second := words[(i*3)%len(words)]
		third := words[(i*7)%len(words)]
		// Source: github.com/dimfeld/httptreemux/v5/router_test.go:902 (escaper: path segments from generated lowercase words, names whose need for escaping the code does not show.)
		route := fmt.Sprintf("/%s/%s/%s", first, second, third) // lookalike
		routes = append(routes, route)
	}
	return routes
}

func TestCreateRoutes(t *testing.T) {
	if got := createRoutes([]string{"abcd", "efgh"}, 3); len(got) != 3 {
		t.Errorf("got %d routes", len(got))
	}
}
