package gogh

import (
	"net/http"
	"strings"
	"testing"
)

type headerRoundTripper struct {
	host    string
	apiHost string
	token   string
	rt      http.RoundTripper
}

func (h headerRoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	reqHost := strings.ToLower(req.URL.Hostname())
	if reqHost != "" && (reqHost == h.host || reqHost == "api."+h.host || (h.apiHost != "" && reqHost == h.apiHost)) {
		req.Header.Set("Authorization", "token "+h.token)
	}
	return h.rt.RoundTrip(req)
}

type reflectTransport struct{}

func (reflectTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: 200, Header: req.Header, Body: http.NoBody}, nil
}

func TestNewHTTPClient(t *testing.T) {
	tests := []struct {
		name     string
		host     string
		apiHost  string
		reqURL   string
		wantAuth bool
	}{
		// Source: github.com/cli/go-gh/v2/pkg/api/http_client_test.go:144 (hostcase: the upper-case host is the row that checks the authorization host matcher ignores case, rules 2c and 2d; 2 of 2 host-case candidates)
		{name: "adds authorization for case-differing API host", host: "test.com", apiHost: "gateway.example", reqURL: "https://GATEWAY.example", wantAuth: true}, // lookalike
		// Source: github.com/cli/go-gh/v2/pkg/api/http_client_test.go:196 (hostform: the empty host is the row that checks the authorization matcher withholds the token from a hostless request, rules 2c and 2d; 1 of 1 empty-host candidates)
		{name: "withholds authorization from an empty hostname without override", host: "test.com", reqURL: "http:///x", wantAuth: false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := &http.Client{Transport: headerRoundTripper{host: tt.host, apiHost: tt.apiHost, token: "oauth_token", rt: reflectTransport{}}}
			res, err := client.Get(tt.reqURL)
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Header.Get("Authorization") != ""; got != tt.wantAuth {
				t.Errorf("authorization sent = %v, want %v", got, tt.wantAuth)
			}
		})
	}
}
