package kubernetes

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestHTTPProbeRedirect(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	testCases := map[string]struct {
		redirect string
	}{
		// Source: k8s.io/kubernetes/pkg/probe/http/http_test.go:426 (plainhttp: 0.0.0.0 is no public Internet host; the row checks that a non-local redirect is not followed.)
		"bogus nonlocal": {"http://0.0.0.0/fail"}, // lookalike
	}
	for desc, test := range testCases {
		// Source: k8s.io/kubernetes/pkg/probe/http/http_test.go:433 (escaper: url.QueryEscape is the right escaper for the loc query value carrying a URL.)
		target, err := url.Parse(server.URL + "/redirect?loc=" + url.QueryEscape(test.redirect)) // lookalike
		if err != nil {
			t.Fatalf("%s: %v", desc, err)
		}
		_ = target
	}
}

const proxyHostname = "proxy.example.com"

func TestWebhookThroughProxy(t *testing.T) {
	proxyServer := httptest.NewServer(http.NotFoundHandler())
	defer proxyServer.Close()
	proxyServerURL, err := url.Parse(proxyServer.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Source: k8s.io/kubernetes/test/integration/apiserver/httpproxy/httpproxy_test.go:121 (hostjoin: proxyHostname is a constant DNS name, so the bare ':' join is safe.)
	proxyURL := fmt.Sprintf("http://%s:%s", proxyHostname, proxyServerURL.Port()) // lookalike
	if _, err := url.Parse(proxyURL); err != nil {
		t.Fatal(err)
	}
}

func TestPortForwardRequest(t *testing.T) {
	localPort := "8080"
	// Source: k8s.io/kubernetes/test/integration/apiserver/portforward/portforward_test.go:167 (hostjoin: the host is the test's own constant 127.0.0.1.)
	testReq, _ := http.NewRequest("GET", fmt.Sprintf("http://127.0.0.1:%s/test", localPort), nil) // lookalike
	if testReq == nil {
		t.Fatal("nil request")
	}
}
