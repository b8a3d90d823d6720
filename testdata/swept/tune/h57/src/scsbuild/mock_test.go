package scsbuild

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

type mockService struct {
	t        *testing.T
	digest   string
	httpAddr string
}

type rawBuildInfo struct {
	ID         string
	LibraryURL string
}

func newResponse(m *mockService, id string) rawBuildInfo {
	// Source: github.com/sylabs/scs-build-client/client/mock_test.go:51 (plainhttp: the library URL points at the address of the test's own httptest listener, a local test server.)
	libraryURL := url.URL{Scheme: "http", Host: m.httpAddr} // lookalike
	return rawBuildInfo{ID: id, LibraryURL: libraryURL.String()}
}

func (m *mockService) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// Source: github.com/sylabs/scs-build-client/client/build_context_test.go:233 (escaper: the expected request path ends in a raw digest, an ID whose need for escaping the code does not show.)
	if got, want := r.URL.Path, fmt.Sprintf("/v1/build-context/%v", m.digest); got != want { // lookalike
		m.t.Errorf("got path %v, want %v", got, want)
	}
	w.WriteHeader(http.StatusOK)
}

func TestMockService(t *testing.T) {
	m := &mockService{t: t, digest: "0123abcd"}
	s := httptest.NewServer(m)
	defer s.Close()
	m.httpAddr = s.Listener.Addr().String()
	if newResponse(m, "id").LibraryURL == "" {
		t.Fatal("empty library URL")
	}
}
