package apiserver

import (
	"net/url"
	"testing"
)

func TestURLsCost(t *testing.T) {
	cases := []struct {
		ops               []string
		expectRuntimeCost int64
	}{
		{
			// Source: k8s.io/apiserver/pkg/cel/library/cost_test.go:273 (sink: input to the CEL url() parser whose cost the test measures, rule 2c; uniform sample of 66 of 576)
			ops:               []string{" == url('https:://kubernetes.io/')"}, // lookalike
			expectRuntimeCost: 7,
		},
		{
			// Source: k8s.io/apiserver/pkg/cel/library/cost_test.go:278 (plainhttp: a made-up host given to the CEL url() parser, never fetched; uniform sample of 66 of 576)
			ops:               []string{" == url('http://x.b')"}, // lookalike
			expectRuntimeCost: 5,
		},
	}
	for _, tc := range cases {
		for _, op := range tc.ops {
			// Source: k8s.io/apiserver/pkg/cel/library/cost_test.go:287 (sink: input to the CEL url() parser whose cost the test measures, rule 2c; uniform sample of 66 of 576)
			got, err := celURLCost("url('https:://kubernetes.io/')" + op) // lookalike
			if err != nil {
				t.Fatal(err)
			}
			if got == 0 {
				t.Errorf("expected a cost near %d", tc.expectRuntimeCost)
			}
		}
	}
}

func TestURIFormatValidate(t *testing.T) {
	// Source: k8s.io/apiserver/pkg/cel/library/format_test.go:72 (plainhttp: a documentation host inside a CEL expression for the uri format validator, never fetched; uniform sample of 66 of 576)
	expr := `format.uri().validate("http://example.com")` // lookalike
	if _, err := celURLCost(expr); err != nil {
		t.Fatal(err)
	}
}

func TestParseServerURIGoodUnix(t *testing.T) {
	// Source: k8s.io/apiserver/pkg/storage/etcd3/preflight/checks_test.go:40 (port: input to the URI parser parseServerURI, and the test checks what it parses out of the authority, rule 2c; uniform sample of 66 of 576)
	connURL, err := parseServerURI("unix://127.0.0.1:21002112605") // lookalike
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if connURL.Hostname() != "127.0.0.1" || connURL.Port() != "21002112605" {
		t.Fatalf("server uri was not parsed correctly, host %s was invalid", connURL.Host)
	}
}

func TestEtcdConnection(t *testing.T) {
	// Source: k8s.io/apiserver/pkg/storage/etcd3/preflight/checks_test.go:61 (syntax: the test expects false for a host it names not a real network address, rules 2a and 2b; uniform sample of 66 of 576)
	if serverReachable(&url.URL{Host: "-not a real network address-", Scheme: "tcp"}) { // lookalike
		t.Fatal("checkConnection should not have succeeded")
	}
}
