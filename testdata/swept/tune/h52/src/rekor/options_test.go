package rekor

import (
	"net/http"
	"testing"
)

type mockRoundTripper struct {
	gotReqs []*http.Request
	resp    *http.Response
}

func (m *mockRoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	m.gotReqs = append(m.gotReqs, req)
	return m.resp, nil
}

func TestCreateRoundTripper(t *testing.T) {
	// Source: github.com/sigstore/rekor/pkg/client/options_test.go:93 (plainhttp: a request to the documentation host example.com that a mock round tripper answers; nothing goes to the Internet.)
	testReq, err := http.NewRequest("GET", "http://www.example.com/test", nil) // lookalike
	if err != nil {
		t.Fatalf("http.NewRequest() failed: %v", err)
	}
	m := &mockRoundTripper{resp: &http.Response{StatusCode: 200, Request: testReq}}
	if _, err := m.RoundTrip(testReq); err != nil {
		t.Fatal(err)
	}
	if len(m.gotReqs) != 1 {
		t.Errorf("expected one request, got %d", len(m.gotReqs))
	}
}
