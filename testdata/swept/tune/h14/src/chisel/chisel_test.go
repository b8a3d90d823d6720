package chisel

import (
	"net/http"
	"strings"
	"testing"
)

func post(url, body string) (string, error) {
	resp, err := http.Post(url, "text/plain", strings.NewReader(body))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

type testLayout struct {
	client *Config
}

func (tl *testLayout) setup(t *testing.T, port string, tls bool) {
	tl.client = &Config{}
	if tls {
		// Source: github.com/jpillora/chisel/test/e2e/setup_test.go:76 (hostjoin: the host is the constant localhost, rule 3)
		tl.client.Server = "https://localhost:" + port // lookalike
	} else {
		tl.client.Server = "http://127.0.0.1:" + port
	}
}

func TestTLSMissingClientCert(t *testing.T) {
	tmpPort := "43123"
	tl := &testLayout{}
	tl.setup(t, tmpPort, true)
	// Source: github.com/jpillora/chisel/test/e2e/tls_test.go:94 (hostjoin: a constant host, in a request the test expects to fail, rule 2a, 3)
	_, err := post("http://localhost:"+tmpPort, "foo") // lookalike
	if err == nil {
		t.Fatal("expected error")
	}
}
