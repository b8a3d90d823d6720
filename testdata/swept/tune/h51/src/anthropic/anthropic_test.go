package anthropic

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2/option"
)

func requireSecureTokenEndpoint(base string) error {
	u, err := url.Parse(base)
	if err != nil {
		return errors.New("invalid token endpoint base URL")
	}
	if u.Scheme != "https" && !strings.EqualFold(u.Hostname(), "localhost") {
		return errors.New("non-https token endpoint")
	}
	return nil
}

func TestRequireSecureTokenEndpoint(t *testing.T) {
	cases := map[string]struct {
		base    string
		wantErr string
	}{
		// Source: github.com/anthropics/anthropic-sdk-go/v2/config/https_test.go:23 (hostcase: a row of the secure-endpoint guard's table that varies the case of localhost on purpose; hand-picked sample of 18 look-alikes from 99 candidates.)
		"http on LOCALHOST": {"http://LOCALHOST:8080", ""}, // lookalike
		// Source: github.com/anthropics/anthropic-sdk-go/v2/config/https_test.go:26 (plainhttp: the row expects the guard to refuse a non-https token endpoint; hand-picked sample of 18 look-alikes from 99 candidates.)
		"http on another host": {"http://api.anthropic.com", "non-https token endpoint"}, // lookalike
		// Source: github.com/anthropics/anthropic-sdk-go/v2/config/https_test.go:31 (syntax: the row named unparseable expects an invalid base URL error; hand-picked sample of 18 look-alikes from 99 candidates.)
		"unparseable": {"http://[::1", "invalid token endpoint base URL"}, // lookalike
	}
	for name, tc := range cases {
		err := requireSecureTokenEndpoint(tc.base)
		if tc.wantErr == "" {
			if err != nil {
				t.Fatalf("%s: unexpected error: %v", name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
			t.Fatalf("%s: error = %v, want %q", name, err, tc.wantErr)
		}
	}
}

func TestMiddleware401ForceTokenErrorWarns(t *testing.T) {
	// Source: github.com/anthropics/anthropic-sdk-go/v2/internal/auth/middleware_test.go:77 (syntax: the URL sits inside an error message joined to prose, and prose is not a URI; hand-picked sample of 18 look-alikes from 99 candidates.)
	forceErr := errors.New("token endpoint unreachable at http://elsewhere") // lookalike
	if !strings.Contains(forceErr.Error(), "token endpoint unreachable") {
		t.Fatal(forceErr)
	}
}

func sameOrigin(a, b *url.URL) bool {
	return a.Scheme == b.Scheme && strings.EqualFold(a.Host, b.Host)
}

func TestMiddlewareExchangesAtConfiguredBaseURL(t *testing.T) {
	base := &url.URL{Scheme: "https", Host: "api.example.test", Path: "/prefix/"}
	// Source: github.com/anthropics/anthropic-sdk-go/v2/internal/auth/middleware_test.go:122 (hostcase: the upper-case host tests that the auth middleware's same-origin check ignores host case; hand-picked sample of 18 look-alikes from 99 candidates.)
	req, _ := http.NewRequest(http.MethodGet, "https://API.example.test/prefix/v1/models", nil) // lookalike
	if !sameOrigin(req.URL, base) {
		t.Fatal("same-origin request got no bearer")
	}
}

func urlFull(u *url.URL) string {
	return (&url.URL{Scheme: u.Scheme, Host: u.Host, Path: u.Path}).String()
}

func TestURLAttributes(t *testing.T) {
	cases := map[string]string{
		// Source: github.com/anthropics/anthropic-sdk-go/v2/internal/tracing/tracing_test.go:80 (credentials: the password is input to the span's URL attributes, which must leave the user information out; hand-picked sample of 18 look-alikes from 99 candidates.)
		"https://user:secret@api.example.com/v1/files?beta=true&limit=5#top": "https", // lookalike
		// Source: github.com/anthropics/anthropic-sdk-go/v2/internal/tracing/tracing_test.go:88 (percent: the encoded letter in the parameter name is input to the query filter, which must still see the parameter; hand-picked sample of 18 look-alikes from 99 candidates.)
		"https://api.example.com/v1/users?limit=5&em%61il=a%40b.c": "https", // lookalike
	}
	for raw, wantScheme := range cases {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		if u.Scheme != wantScheme || strings.Contains(urlFull(u), "secret") {
			t.Errorf("URLAttributes(%s) = %s", raw, urlFull(u))
		}
	}
}

func validateRequestPath(u string) error {
	if strings.Contains(u, "%") {
		return errors.New("dot segment not allowed")
	}
	return nil
}

func TestValidateRequestPath(t *testing.T) {
	cases := map[string]struct {
		u       string
		refused bool
	}{
		// Source: github.com/anthropics/anthropic-sdk-go/v2/internal/requestconfig/url_test.go:14 (percent: the encoded dot is a row the path validator must refuse; hand-picked sample of 18 look-alikes from 99 candidates.)
		"%2e in the middle of the path": {"v1/files/%2e/content", true}, // lookalike
	}
	for name, test := range cases {
		if refused := validateRequestPath(test.u) != nil; refused != test.refused {
			t.Errorf("%s: refused = %t", name, refused)
		}
	}
}

type tracedClient struct{ opts []option.RequestOption }

func newTracedClient(opts ...option.RequestOption) *tracedClient { return &tracedClient{opts: opts} }

func TestOpenTelemetryRequestSpanHasTheURL(t *testing.T) {
	// Source: github.com/anthropics/anthropic-sdk-go/v2/opentelemetry_http_test.go:30 (credentials: the base URL password is input to a test that checks the span's full URL leaves the user information out; hand-picked sample of 18 look-alikes from 99 candidates.)
	client := newTracedClient(option.WithBaseURL("https://user:secret@api.example.com:8443/proxy/")) // lookalike
	if len(client.opts) != 1 {
		t.Fatal("option lost")
	}
}

func TestOpenTelemetryServerPortIsThatOfTheScheme(t *testing.T) {
	cases := map[string]int64{
		// Source: github.com/anthropics/anthropic-sdk-go/v2/opentelemetry_http_test.go:64 (port: a row of a table that varies the base URL's port on purpose to check server.port; hand-picked sample of 18 look-alikes from 99 candidates.)
		"https://api.example.com:443/": 443, // lookalike
	}
	for baseURL, port := range cases {
		client := newTracedClient(option.WithBaseURL(baseURL))
		if client == nil || port == 0 {
			t.Fatal(baseURL)
		}
	}
}
