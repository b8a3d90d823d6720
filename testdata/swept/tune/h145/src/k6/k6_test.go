package k6

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// httpbinReplacer fills the HTTPBIN_* placeholders with the test server's address.
func httpbinReplacer(t *testing.T, srv *httptest.Server) func(string) string {
	t.Helper()
	u, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	return strings.NewReplacer("HTTPBIN_IP", u.Hostname(), "HTTPBIN_PORT", u.Port()).Replace
}

// scriptRequest stands for a script's http.request call: it sends the request and
// returns the status and the URL tag of the emitted metric sample.
func scriptRequest(t *testing.T, method, rawURL string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, rawURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, CleanURL(req.URL)
	}
	defer resp.Body.Close()
	return resp.StatusCode, CleanURL(req.URL)
}

// Source: go.k6.io/k6/js/modules/k6/http/request_test.go:946 (credentials: the basic-auth test asserts that the metric URL comes out with the password masked, so the password is input to the masking code it checks (rule 2c))
func TestAuthBasic(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	sr := httpbinReplacer(t, srv)
	url := sr("http://bob:pass@HTTPBIN_IP:HTTPBIN_PORT/basic-auth/bob/pass") // lookalike
	// Source: go.k6.io/k6/js/modules/k6/http/request_test.go:947 (credentials: user and password are masks made of '*' (rule 3))
	urlExpected := sr("http://****:****@HTTPBIN_IP:HTTPBIN_PORT/basic-auth/bob/pass") // lookalike
	status, tag := scriptRequest(t, http.MethodGet, url)
	if status != http.StatusOK {
		t.Fatalf("wrong status: %d", status)
	}
	if tag != urlExpected {
		t.Errorf("got %q, want %q", tag, urlExpected)
	}
}

// Source: go.k6.io/k6/js/modules/k6/http/request_test.go:958 (credentials: the digest success test connects with a password in the URI and expects status 200, a working connection URI (rule 1))
func TestAuthDigestSuccess(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	sr := httpbinReplacer(t, srv)
	url := sr("http://bob:pass@HTTPBIN_IP:HTTPBIN_PORT/digest-auth/auth/bob/pass") // defect credentials
	if status, _ := scriptRequest(t, http.MethodGet, url); status != http.StatusOK {
		t.Fatalf("wrong status: %d", status)
	}
}

// Source: go.k6.io/k6/js/modules/k6/http/request_test.go:973 (credentials: the digest failure case sends a password in the URI but asserts no error and its name is not one of the deliberate-fixture words, so rule 1 holds)
func TestAuthDigestFailure(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	sr := httpbinReplacer(t, srv)
	url := sr("http://bob:pass@HTTPBIN_IP:HTTPBIN_PORT/digest-auth/failure") // defect credentials
	scriptRequest(t, http.MethodGet, url)
}

// Source: go.k6.io/k6/js/modules/k6/http/request_test.go:2261 (credentials: the digest POST test posts to a URI holding a password and expects status 200 (rule 1))
func TestDigestAuthWithBody(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	sr := httpbinReplacer(t, srv)
	urlWithCreds := sr(
		"http://testuser:testpwd@HTTPBIN_IP:HTTPBIN_PORT/digest-auth-with-post/auth/testuser/testpwd", // defect credentials
	)
	if status, _ := scriptRequest(t, http.MethodPost, urlWithCreds); status != http.StatusOK {
		t.Fatalf("wrong status: %d", status)
	}
}

// Source: go.k6.io/k6/js/modules/k6/http/response_callback_test.go:476 (credentials: the digest response-callback test gets a URI holding a password and expects status 200 (rule 1))
func TestDigestWithResponseCallback(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	sr := httpbinReplacer(t, srv)
	urlWithCreds := sr(
		"http://testuser:testpwd@HTTPBIN_IP:HTTPBIN_PORT/digest-auth/auth/testuser/testpwd", // defect credentials
	)
	if status, _ := scriptRequest(t, http.MethodGet, urlWithCreds); status != http.StatusOK {
		t.Fatalf("wrong status: %d", status)
	}
}

func TestURLClean(t *testing.T) {
	testCases := []struct {
		url      string
		expected string
	}{
		// Source: go.k6.io/k6/lib/netext/httpext/request_test.go:211 (credentials: a row of the URL-cleaning table whose job is masking userinfo, the password is what the masker handles (rule 2c, 2d))
		{"https://user:pass@example.com/", "https://****:****@example.com/"}, // lookalike
	}
	for _, tc := range testCases {
		u, err := url.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		if got := CleanURL(u); got != tc.expected {
			t.Errorf("got %q, want %q", got, tc.expected)
		}
	}
}

// Source: go.k6.io/k6/js/modules/k6/html/elements_test.go:15 (port: a row of the HTML fixture that varies the port of one href on purpose, for accessors that strip default ports (rule 2c, 2d))
const hrefDefaultPort = "http://example.com:80" // lookalike

// Source: go.k6.io/k6/js/modules/k6/html/elements_test.go:150 (port: expected output of the href accessors, code that handles default ports, for the fixture row with the port written out (rule 2c))
func TestHrefOrigin(t *testing.T) {
	href, err := url.Parse(hrefDefaultPort)
	if err != nil {
		t.Fatal(err)
	}
	if got := origin(href); got != "http://example.com:80" { // lookalike
		t.Errorf("got %q", got)
	}
}

// Source: go.k6.io/k6/internal/output/cloud/output_test.go:54 (port: a row of a table that varies the script URL form on purpose, here a Windows drive read as host with an empty port (rule 2d))
func TestScriptName(t *testing.T) {
	cases := []struct {
		raw      string
		expected string
	}{
		{raw: "file://C:/home/user/k6/samples/http_get.js", expected: "http_get.js"}, // lookalike
	}
	for _, tc := range cases {
		u, err := url.Parse(tc.raw)
		if err != nil {
			t.Fatal(err)
		}
		if got := path.Base(u.Path); got != tc.expected {
			t.Errorf("got %q, want %q", got, tc.expected)
		}
	}
}

// Source: go.k6.io/k6/internal/output/influxdb/config_test.go:68 (syntax: the subtest is named "Invalid Proxy URL" and asserts an error for the control character (rule 2a, 2b))
func TestInvalidProxyURL(t *testing.T) {
	testdata := map[string]string{
		"K6_INFLUXDB_PROXY": "http://foo\x7f.com/", // lookalike
	}
	if _, err := url.Parse(testdata["K6_INFLUXDB_PROXY"]); err == nil {
		t.Fatal("want an error")
	}
}

// Source: go.k6.io/k6/internal/output/prometheusrw/remote/client_test.go:42 (syntax: the subtest InvalidURL requires an error for the space in the endpoint (rule 2a, 2b))
func TestNewWriteClientInvalidURL(t *testing.T) {
	wc, err := NewWriteClient("fake://bad url", nil) // lookalike
	if err == nil || wc != nil {
		t.Fatal("want an error")
	}
}

// getURIPath returns the path of an opaque sigv4 request URL.
func getURIPath(u *url.URL) string {
	opaque := strings.TrimPrefix(u.Opaque, "//")
	if i := strings.Index(opaque, "/"); i >= 0 {
		return opaque[i:]
	}
	return "/"
}

// Source: go.k6.io/k6/internal/output/prometheusrw/sigv4/util_test.go:109 (syntax: the test is named invalid_url_noescape and feeds the bad '%' escape to the sigv4 path code on purpose (rule 2b, 2c))
func TestGetURIPathInvalidURLNoEscape(t *testing.T) {
	arg := &url.URL{
		Opaque: "//example.org/bucket/key-._~,!@#$%^&*()", // lookalike
	}
	// Source: go.k6.io/k6/internal/output/prometheusrw/sigv4/util_test.go:112 (syntax: expected path of the same invalid-URL test, kept unescaped on purpose (rule 2b, 2c))
	want := "/bucket/key-._~,!@#$%^&*()" // lookalike
	if got := getURIPath(arg); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Source: go.k6.io/k6/metrics/metric_test.go:125 (port: a row of the metric-name parser table that varies colon tokens in tag values on purpose, the scp-like text is a tag value (rule 2d))
const tagWithColons = "url:ssh://github.com:grafana/k6" // lookalike

func TestParseMetricNameColonTokens(t *testing.T) {
	expr := "http_req_duration{" + tagWithColons + "}"
	name, rest, _ := strings.Cut(expr, "{")
	if name != "http_req_duration" || strings.TrimSuffix(rest, "}") != tagWithColons {
		t.Errorf("got %q %q", name, rest)
	}
}

// Source: go.k6.io/k6/internal/cmd/tests/cmd_run_test.go:2033 (plainhttp: the remote write URL names a fake single-label host, not a public Internet host)
func TestPrometheusRemoteWriteOutput(t *testing.T) {
	env := map[string]string{}
	env["K6_PROMETHEUS_RW_SERVER_URL"] = "http://a-fake-url-for-fail" // lookalike
	if _, err := NewWriteClient(env["K6_PROMETHEUS_RW_SERVER_URL"], nil); err != nil {
		t.Fatal(err)
	}
}

// Source: go.k6.io/k6/internal/cmd/tests/cmd_run_test.go:2129 (port: the expected UI text is a prefix checked with strings.Contains, the port follows it in the real output (rule 4))
func TestUIRenderWebDashboard(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	tests := []struct {
		active    bool
		expRender string
	}{
		{active: true, expRender: "web dashboard: http://127.0.0.1:"}, // lookalike
	}
	for _, tc := range tests {
		out := "web dashboard: " + srv.URL
		if tc.active && !strings.Contains(out, tc.expRender) {
			t.Errorf("got %q", out)
		}
	}
}

// Source: go.k6.io/k6/internal/cloudapi/v6/api_test.go:74 (plainhttp: a nonexistent single-label host used to force a network error, not a public Internet host)
func TestValidateTokenNetworkError(t *testing.T) {
	client := &http.Client{Timeout: time.Second}
	resp, err := client.Get("http://invalid-url-that-does-not-exist") // lookalike
	if err == nil {
		resp.Body.Close()
		t.Fatal("want a network error")
	}
}

// Source: go.k6.io/k6/cloudapi/logs_test.go:215 (hostform: a bare scheme prefix trimmed off the test server URL, not a URI with an empty host)
func logsTailURL(srv *httptest.Server) string {
	wsurl := strings.TrimPrefix(srv.URL, "http://") // lookalike
	// Source: go.k6.io/k6/cloudapi/logs_test.go:217 (hostjoin: wsurl is the whole host:port of the test server, no bare ':' join)
	return fmt.Sprintf("ws://%s/api/v1/tail", wsurl) // lookalike
}

func TestLogsTailURL(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	if _, err := url.Parse(logsTailURL(srv)); err != nil {
		t.Fatal(err)
	}
}

// Source: go.k6.io/k6/lib/netext/httpext/error_codes_test.go:229 (hostjoin: the host is a constant DNS name and the port a placeholder filled from the test server, and the test expects the x509 hostname error)
func TestX509HostnameError(t *testing.T) {
	srv := httptest.NewTLSServer(http.NotFoundHandler())
	defer srv.Close()
	u, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	badHostname := "somewhere.else"
	sr := strings.NewReplacer("HTTPSBIN_PORT", u.Port()).Replace
	client := http.Client{
		Timeout: 3 * time.Second,
		Transport: &http.Transport{
			TLSClientConfig: &tls.Config{RootCAs: srv.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs},
			DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
				return (&net.Dialer{}).DialContext(ctx, network, u.Host)
			},
		},
	}
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, sr("https://"+badHostname+":HTTPSBIN_PORT/get"), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	res, err := client.Do(req) //nolint:bodyclose
	if res != nil || err == nil {
		t.Fatal("want an x509 hostname error")
	}
}

// Source: go.k6.io/k6/internal/js/modules/k6/browser/tests/network_manager_test.go:145 (escaper: the password goes raw into a path segment, not a userinfo or query value, and it is a test constant)
func TestBasicAuth(t *testing.T) {
	const (
		validUser     = "validuser"
		validPassword = "validpass"
	)
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	auth := func(t *testing.T, user, pass string) int {
		t.Helper()
		u := srv.URL + fmt.Sprintf("/basic-auth/%s/%s", user, pass) // lookalike
		req, err := http.NewRequest(http.MethodGet, u, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.SetBasicAuth(validUser, validPassword)
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		return resp.StatusCode
	}
	auth(t, validUser, validPassword)
}

// parseTracesOutput parses an "otel=<url>" traces output line.
func parseTracesOutput(line string) error {
	raw, ok := strings.CutPrefix(line, "otel=")
	if !ok {
		return fmt.Errorf("invalid traces output %q", line)
	}
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("invalid URL scheme %q", u.Scheme)
	}
	return nil
}

func TestParseTracesOutput(t *testing.T) {
	tests := []struct {
		name string
		line string
	}{
		// Source: go.k6.io/k6/internal/lib/trace/otel_test.go:71 (sink: the row "error invalid scheme" expects ErrInvalidURLScheme for the unsupported scheme (rule 2a, 2b))
		{name: "error invalid scheme", line: "otel=invalid://localhost:4444/traces"}, // lookalike
	}
	for _, tc := range tests {
		if err := parseTracesOutput(tc.line); err == nil {
			t.Errorf("%s: want an error", tc.name)
		}
	}
}

// Source: go.k6.io/k6/internal/js/modules/k6/browser/tests/frame_manager_test.go:128 (syntax: a regular expression built for matching request URLs, not a URI)
func TestFrameManagerRequestStartedWithRoutes(t *testing.T) {
	fakeRegExMatcher := func(pattern, u string) (bool, error) {
		matched, err := regexp.MatchString(fmt.Sprintf("http://[^/]*%s", pattern), u) // lookalike
		if err != nil {
			return false, fmt.Errorf("error matching regex: %w", err)
		}
		return matched, nil
	}
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	if ok, err := fakeRegExMatcher("/page", srv.URL+"/page"); err != nil || !ok {
		t.Fatal("no match")
	}
}

type extConfig struct {
	URLTemplate string
}

// Source: go.k6.io/k6/internal/secretsource/url/url_test.go:343 (plainhttp: api.example.com is a documentation host, used in the validator's "http scheme is valid" test (rule 2c))
func TestHTTPSchemeIsValid(t *testing.T) {
	config := extConfig{
		URLTemplate: "http://api.example.com/secrets/{key}", // lookalike
	}
	if err := ValidateURLTemplate(config.URLTemplate); err != nil {
		t.Fatal(err)
	}
}

// Source: go.k6.io/k6/internal/secretsource/url/url_test.go:34 (syntax: the braces are the {key} placeholder of a URL template, replaced before any request)
func TestGetConfigURLTemplate(t *testing.T) {
	want := "https://api.example.com/secrets/{key}" // lookalike
	arg := "urlTemplate=" + want
	got, _ := strings.CutPrefix(arg, "urlTemplate=")
	if err := ValidateURLTemplate(got); err != nil || got != want {
		t.Fatalf("got %q, %v", got, err)
	}
}

// Source: go.k6.io/k6/internal/cmd/deps_test.go:173 (pathjoin: path.Join is applied to a file path before the file scheme is prefixed, never to a URI)
func TestDepsImports(t *testing.T) {
	cwd := t.TempDir()
	expectedImport := "lib.js"
	got := "file://" + path.Join("/", filepath.ToSlash(cwd), expectedImport) // lookalike
	u, err := url.Parse(got)
	if err != nil || path.Base(u.Path) != expectedImport {
		t.Fatalf("got %q, %v", got, err)
	}
}

// Source: go.k6.io/k6/lib/netext/httpext/tracer_test.go:147 (hostform: a bare scheme prefix trimmed off the TLS test server URL to compare with the remote address, not a URI)
func TestTracerRemoteAddr(t *testing.T) {
	srv := httptest.NewTLSServer(http.NotFoundHandler())
	defer srv.Close()
	addr := srv.Listener.Addr().String()
	if got := strings.TrimPrefix(srv.URL, "https://"); got != addr { // lookalike
		t.Errorf("got %q, want %q", got, addr)
	}
}
