package webhooks

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestParseBasicAuth(t *testing.T) {
	h := Webhook{username: "user", password: "pass"}
	// Source: github.com/go-playground/webhooks/v6/azuredevops/azuredevops_test.go:163 (sink: the empty URL only builds a request handed straight to the parser under test; it is never sent.)
	r, err := http.NewRequest(http.MethodPost, "", bytes.NewBufferString("{}")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	r.SetBasicAuth("fakeUser", "fakePass")
	if err := h.Parse(r); err != ErrBasicAuthVerificationFailed {
		t.Errorf("got %v", err)
	}
}

func TestWebhookRequest(t *testing.T) {
	var parseError error
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		parseError = Webhook{}.Parse(r)
	}))
	defer server.Close()
	// Source: github.com/go-playground/webhooks/v6/github/github_test.go:114 (sink: the test server's URL plus an absolute path gives http.NewRequest a full URL.)
	req, err := http.NewRequest(http.MethodPost, server.URL+"/webhooks", bytes.NewBufferString("{}")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if parseError != nil {
		t.Error(parseError)
	}
}
