package httpbin

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

type appTestInfo struct {
	client  *http.Client
	baseURL string
}

func (appT *appTestInfo) URL(path string, params ...url.Values) string {
	u := appT.baseURL + path
	for i, p := range params {
		if i == 0 && p != nil {
			u += "?"
		}
		u += p.Encode()
	}
	return u
}

func setupTestApp(t *testing.T, app *HTTPBin) *appTestInfo {
	srv := httptest.NewServer(app)
	t.Cleanup(srv.Close)
	client := srv.Client()
	client.Timeout = 5 * time.Second
	client.CheckRedirect = func(_ *http.Request, _ []*http.Request) error {
		return http.ErrUseLastResponse
	}
	return &appTestInfo{client: client, baseURL: srv.URL}
}

func newTestRequest(t *testing.T, verb, endpoint string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(verb, endpoint, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}

func mustDoRequest(t *testing.T, app *appTestInfo, req *http.Request) *http.Response {
	t.Helper()
	resp, err := app.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func TestGetForwardedProto(t *testing.T) {
	app := setupTestApp(t, &HTTPBin{})
	// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:293 (sink: the scheme-less path is passed through the test app's URL helper, which prepends the test server's base URL before the request is made.)
	req := newTestRequest(t, "GET", app.URL("/get")) // lookalike
	req.Header.Set("X-Forwarded-Proto", "https")
	resp := mustDoRequest(t, app, req)
	var result struct {
		URL string `json:"url"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&result); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:294 (hostform: the bare scheme and slashes are a prefix given to strings.HasPrefix, not a URI with an empty host.)
	if !strings.HasPrefix(result.URL, "https://") { // lookalike
		t.Fatalf("X-Forwarded-Proto=https should result in https URL")
	}
}

func TestStatus(t *testing.T) {
	app := setupTestApp(t, &HTTPBin{})
	for _, code := range []int{200, 418} {
		t.Run(fmt.Sprintf("ok/status/%d", code), func(t *testing.T) {
			// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1178 (sink: the scheme-less path goes through app.URL, which puts the test server's base URL in front before http.NewRequest sees it.)
			req := newTestRequest(t, "GET", app.URL(fmt.Sprintf("/status/%d", code))) // lookalike
			resp := mustDoRequest(t, app, req)
			if resp.StatusCode != code {
				t.Fatalf("got %d", resp.StatusCode)
			}
		})
	}
}

func TestRedirects(t *testing.T) {
	tests := []struct {
		requestURL       string
		expectedLocation string
	}{
		// append %.s to expected string if result does not contain prefix
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1477 (syntax: the %.s verb is a Sprintf template that swallows the prefix argument, and the formatted expected Location is a valid URI.)
		{"%s/redirect/1?absolute=true", "http://host/get%.s"}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1478 (syntax: the %.s verb is a Sprintf template that swallows the prefix argument, and the formatted expected Location is a valid URI.)
		{"%s/redirect/2?absolute=TRUE", "http://host/absolute-redirect/1%.s"}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1479 (syntax: the %.s verb is a Sprintf template that swallows the prefix argument, and the formatted expected Location is a valid URI.)
		{"%s/redirect/100?absolute=True", "http://host/absolute-redirect/99%.s"}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1489 (syntax: the %.s verb is a Sprintf template that swallows the prefix argument, and the formatted expected Location is a valid URI.)
		{"%s/absolute-redirect/1", "http://host/get%.s"}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1490 (syntax: the %.s verb is a Sprintf template that swallows the prefix argument, and the formatted expected Location is a valid URI.)
		{"%s/absolute-redirect/2", "http://host/absolute-redirect/1%.s"}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1491 (syntax: the %.s verb is a Sprintf template that swallows the prefix argument, and the formatted expected Location is a valid URI.)
		{"%s/absolute-redirect/100", "http://host/absolute-redirect/99%.s"}, // lookalike
	}

	for _, prefix := range []string{"", "/test-prefix"} {
		app := setupTestApp(t, &HTTPBin{prefix: prefix})
		for _, test := range tests {
			reqPath := fmt.Sprintf(test.requestURL, prefix)
			t.Run("ok"+reqPath, func(t *testing.T) {
				req := newTestRequest(t, "GET", app.URL(reqPath))
				req.Host = "host"
				resp := mustDoRequest(t, app, req)
				if got, want := resp.Header.Get("Location"), fmt.Sprintf(test.expectedLocation, prefix); got != want {
					t.Fatalf("Location = %q, want %q", got, want)
				}
			})
		}
	}
}

func TestRedirectTo(t *testing.T) {
	app := setupTestApp(t, &HTTPBin{allowedRedirectDomains: []string{
		"httpbingo.org",
		"example.org",
		"www.example.com",
	}})

	okTests := []struct {
		url              string
		expectedLocation string
		expectedStatus   int
	}{
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1565 (escaper: the target URL sits raw in the url query value, where colon and slash are legal, and the test expects the redirect to work.)
		{"/redirect-to?url=http://www.example.com/", "http://www.example.com/", http.StatusFound}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1566 (plainhttp: the plain-http target is the documentation host www.example.com, only echoed in a Location header and never fetched.)
		{"/redirect-to?url=http://www.example.com/&status_code=307", "http://www.example.com/", http.StatusTemporaryRedirect}, // lookalike
	}
	for _, test := range okTests {
		t.Run("ok"+test.url, func(t *testing.T) {
			resp := mustDoRequest(t, app, newTestRequest(t, "GET", app.URL(test.url)))
			if resp.StatusCode != test.expectedStatus || resp.Header.Get("Location") != test.expectedLocation {
				t.Fatalf("got %d %q", resp.StatusCode, resp.Header.Get("Location"))
			}
		})
	}

	allowListTests := []struct {
		url            string
		expectedStatus int
	}{
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1607 (plainhttp: the plain-http public host is input to the redirect allowlist guard under test (rule 2c), and is never fetched.)
		{"/redirect-to?url=http://httpbingo.org", http.StatusFound}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1608 (escaper: the target URL sits raw in the url query value, where colon and slash are legal, in a table of allowlist rows that vary one URI on purpose.)
		{"/redirect-to?url=https://httpbingo.org", http.StatusFound}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1609 (escaper: the target URL sits raw in the url query value, where colon and slash are legal, in a table of allowlist rows that vary one URI on purpose.)
		{"/redirect-to?url=https://example.org/foo/bar", http.StatusFound}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1610 (escaper: the target URL sits raw in the url query value, where colon and slash are legal, in a table of allowlist rows that vary one URI on purpose.)
		{"/redirect-to?url=https://foo.example.org/foo/bar", http.StatusForbidden}, // lookalike
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:1611 (escaper: the evil target is a deliberate fixture the allowlist must reject (rule 2a/2b), and its raw colon and slashes are legal in a query.)
		{"/redirect-to?url=https://evil.com", http.StatusForbidden}, // lookalike
	}
	for _, test := range allowListTests {
		t.Run("allowlist"+test.url, func(t *testing.T) {
			resp := mustDoRequest(t, app, newTestRequest(t, "GET", app.URL(test.url)))
			if resp.StatusCode != test.expectedStatus {
				t.Fatalf("got %d", resp.StatusCode)
			}
		})
	}
}

func TestDrip(t *testing.T) {
	app := setupTestApp(t, &HTTPBin{})

	t.Run("writes are actually incremental", func(t *testing.T) {
		var (
			duration = 500 * time.Millisecond
			numBytes = 3
			// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:2458 (escaper: a time.Duration prints as digits and unit letters, which need no escaping in a query value; it is no zone-offset time.)
			endpoint = fmt.Sprintf("/drip?duration=%s&numbytes=%d", duration, numBytes) // lookalike
		)
		mustDoRequest(t, app, newTestRequest(t, "GET", app.URL(endpoint)))
	})

	t.Run("Server-Timings header", func(t *testing.T) {
		var (
			duration = 100 * time.Millisecond
			delay    = 50 * time.Millisecond
			numBytes = 10
		)
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:2591 (escaper: time.Duration values print as digits and unit letters, which need no escaping in a query value.)
		url := fmt.Sprintf("/drip?duration=%s&delay=%s&numbytes=%d", duration, delay, numBytes) // lookalike
		mustDoRequest(t, app, newTestRequest(t, "GET", app.URL(url)))
	})
}

func TestRange(t *testing.T) {
	app := setupTestApp(t, &HTTPBin{})
	wantBytes := 1024
	// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:2622 (sink: the scheme-less path is passed through app.URL, which prepends the test server's base URL before the request is made.)
	url := fmt.Sprintf("/range/%d", wantBytes) // lookalike
	mustDoRequest(t, app, newTestRequest(t, "GET", app.URL(url)))
}

func TestJSONL(t *testing.T) {
	app := setupTestApp(t, &HTTPBin{})

	t.Run("ok/count clamped to max", func(t *testing.T) {
		maxCount := 1000
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:3486 (sink: the scheme-less path is passed through app.URL, which prepends the test server's base URL before the request is made.)
		url := fmt.Sprintf("/jsonl?count=%d", maxCount+500) // lookalike
		mustDoRequest(t, app, newTestRequest(t, "GET", app.URL(url)))
	})

	t.Run("writes are actually incremental", func(t *testing.T) {
		var (
			duration = 100 * time.Millisecond
			count    = 3
			// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:3531 (escaper: a time.Duration prints as digits and unit letters, which need no escaping in a query value.)
			endpoint = fmt.Sprintf("/jsonl?duration=%s&count=%d", duration, count) // lookalike
		)
		mustDoRequest(t, app, newTestRequest(t, "GET", app.URL(endpoint)))
	})
}

func TestSSE(t *testing.T) {
	app := setupTestApp(t, &HTTPBin{})
	var (
		duration = 100 * time.Millisecond
		count    = 3
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers_test.go:3892 (escaper: a time.Duration prints as digits and unit letters, which need no escaping in a query value.)
		endpoint = fmt.Sprintf("/sse?duration=%s&count=%d", duration, count) // lookalike
	)
	mustDoRequest(t, app, newTestRequest(t, "GET", app.URL(endpoint)))
}
