package gapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// gapiTestTools builds a client whose transport sends every request, through a
// proxy, to a local mock server answering with code and body.
func gapiTestTools(t *testing.T, code int, body string) *Client {
	t.Helper()
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(code)
		fmt.Fprint(w, body)
	}))
	t.Cleanup(server.Close)

	tr := &http.Transport{
		Proxy: func(req *http.Request) (*url.URL, error) {
			return url.Parse(server.URL)
		},
	}
	httpClient := &http.Client{Transport: tr}

	// Source: github.com/grafana/grafana-api-golang-client/mock_test.go:58 (plainhttp: the base URL every test client is built with is plain http to the public-looking domain my-grafana.com, which is none of the exempt hosts; rule 1 holds the client endpoint of a test to non-test rules)
	client, err := New("http://my-grafana.com", Config{APIKey: "my-key", Client: httpClient}) // defect plainhttp
	if err != nil {
		t.Fatal(err)
	}
	return client
}
