package rekor

import (
	"net/http"
	"testing"
)

func TestMetricsCounts(t *testing.T) {
	// Source: github.com/sigstore/rekor/cmd/rekor-server/e2e_test.go:95 (plainhttp: the end-to-end test talks to a local server on localhost.)
	resp, err := http.Get("http://localhost:3000/api/v1/log") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
