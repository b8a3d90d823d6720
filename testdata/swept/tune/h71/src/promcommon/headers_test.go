package promcommon

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
)

// newServer starts a test server that answers with ok.
func newServer(t *testing.T) *httptest.Server {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "ok")
	}))
	t.Cleanup(s.Close)
	return s
}

// redirector starts a test server that redirects every request to target.
func redirector(t *testing.T, target string) *httptest.Server {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target, http.StatusFound)
	}))
	t.Cleanup(s.Close)
	return s
}

// get fetches u and fails the test on error.
func get(t *testing.T, u string) {
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestHeadersRoundTripperCrossHostRedirect(t *testing.T) {
	target := newServer(t)
	targetPort := target.Listener.Addr().(*net.TCPAddr).Port
	// Source: github.com/prometheus/common/config/headers_test.go:113 (hostjoin: the host is the constant localhost and the port an int from the test server's listener, no IPv6 literal can appear)
	targetURL := fmt.Sprintf("http://localhost:%d", targetPort) // lookalike
	get(t, redirector(t, targetURL).URL)
}
