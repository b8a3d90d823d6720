package openai

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/openai/openai-go/v3/option"
)

const (
	x509APIHost         = "mtls.api.openai.com"
	x509TransportAPI    = "mtls.api.openai.com"
	x509TransportIssuer = "mtls.auth.openai.com"
)

type client struct {
	opts []option.RequestOption
}

func newClient(opts ...option.RequestOption) *client { return &client{opts: opts} }

func (c *client) describeError() string { return "400 Bad Request" }

func TestAPIErrorImplicitDiagnostics(t *testing.T) {
	c := newClient(
		// Source: github.com/openai/openai-go/v3/apierror_security_test.go:38 (credentials: the password in the base URL is input to a test that checks that error formatting redacts every synthetic secret; hand-picked sample of 26 look-alikes from 179 candidates.)
		option.WithBaseURL("https://synthetic-secret-user:synthetic-secret-password@synthetic-secret-host.invalid/synthetic-secret-path"), // lookalike
	)
	if strings.Contains(c.describeError(), "synthetic-secret") {
		t.Fatal("implicit diagnostics exposed sensitive data")
	}
}

func TestWithDebugLogEmitsOnlyRedactedMetadata(t *testing.T) {
	baseURL := &url.URL{Scheme: "https", Host: "customer-credential-host-secret.example.test"}
	// Source: github.com/openai/openai-go/v3/debuglog_test.go:77 (credentials: the constant password is input to a debug-log test that checks the log redacts it; hand-picked sample of 26 look-alikes from 179 candidates.)
	baseURL.User = url.UserPassword("url-user", "url-password") // lookalike
	if strings.Contains(baseURL.Redacted(), "url-password") {
		t.Fatal("debug log exposed the URL password")
	}
}

func x509OriginAllowed(u *url.URL) bool {
	host := u.Hostname()
	port := u.Port()
	return u.Scheme == "https" && u.User == nil && (port == "" || port == "443") &&
		(host == x509TransportAPI || host == x509TransportIssuer)
}

func TestX509WorkloadIdentityMiddlewareAcceptsExplicitDefaultHTTPSPort(t *testing.T) {
	request, err := http.NewRequest(http.MethodGet,
		// Source: github.com/openai/openai-go/v3/auth/x509middleware_test.go:96 (port: the explicit default port is what this test checks the origin guard accepts, so it is meant; hand-picked sample of 26 look-alikes from 179 candidates.)
		"https://"+x509APIHost+":443/v1/models", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if !x509OriginAllowed(request.URL) {
		t.Fatal("explicit default port rejected")
	}
}

func TestX509TransportRejectsUnsafeOriginsBeforeDial(t *testing.T) {
	tests := []struct {
		name   string
		target string
	}{
		// Source: github.com/openai/openai-go/v3/auth/x509transport_test.go:376 (plainhttp: a row of a table of unsafe origins the transport must reject before dialing; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "plaintext API", target: "http://" + x509TransportAPI + "/v1/models"}, // lookalike
		// Source: github.com/openai/openai-go/v3/auth/x509transport_test.go:380 (credentials: the row named for URL user credentials is an unsafe origin the transport must reject; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "URL user credentials", target: "https://user:password@" + x509TransportAPI + "/v1/models"}, // lookalike
		// Source: github.com/openai/openai-go/v3/auth/x509transport_test.go:384 (dotsegment: the row named API path traversal must be rejected, so its dot segment is meant; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "API path traversal", target: "https://" + x509TransportAPI + "/v1/../private"}, // lookalike
		// Source: github.com/openai/openai-go/v3/auth/x509transport_test.go:385 (percent: the row named encoded API traversal must be rejected, so its lowercase encoded dots are meant; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "encoded API traversal", target: "https://" + x509TransportAPI + "/v1/%2e%2e/private"}, // lookalike
		// Source: github.com/openai/openai-go/v3/auth/x509transport_test.go:388 (percent: the row with an encoded letter in the exchange path is an evasion the transport must reject; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "encoded exchange path", target: "https://" + x509TransportIssuer + "/oauth/%74oken"}, // lookalike
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			u, err := url.Parse(test.target)
			if err != nil {
				t.Fatal(err)
			}
			if x509OriginAllowed(u) && !strings.Contains(u.EscapedPath(), "..") && !strings.Contains(u.EscapedPath(), "%") {
				t.Fatalf("unsafe origin %s allowed", test.name)
			}
		})
	}
}

func endpointAllowed(endpoint string) bool {
	u, err := url.Parse(endpoint)
	return err == nil && u.Scheme == "https"
}

func TestWithEndpointRequiresHTTPS(t *testing.T) {
	tests := map[string]struct {
		endpoint    string
		wantRequest bool
	}{
		"remote HTTP": {
			// Source: github.com/openai/openai-go/v3/azure/azure_test.go:344 (plainhttp: the remote plain-HTTP endpoint is a row the test expects the client to refuse; hand-picked sample of 26 look-alikes from 179 candidates.)
			endpoint: "http://my-resource.openai.azure.com", // lookalike
		},
		"mixed-case remote HTTP": {
			// Source: github.com/openai/openai-go/v3/azure/azure_test.go:347 (schemecase: the mixed-case scheme is a row varying the scheme on purpose, and the test expects it refused; hand-picked sample of 26 look-alikes from 179 candidates.)
			endpoint: "HtTp://my-resource.openai.azure.com", // lookalike
		},
	}
	for name, test := range tests {
		if got := endpointAllowed(test.endpoint); got != test.wantRequest {
			t.Errorf("%s: allowed = %v, want %v", name, got, test.wantRequest)
		}
	}
}

func TestWithEndpointKeepsPort(t *testing.T) {
	sourceURL := &url.URL{Host: "127.0.0.1:8443"}
	// Source: github.com/openai/openai-go/v3/azure/azure_test.go:745 (hostjoin: the host joined to the port is the constant DNS name example.com, surely no IPv6 literal; hand-picked sample of 26 look-alikes from 179 candidates.)
	endpoint := "https://example.com:" + sourceURL.Port() // lookalike
	if !endpointAllowed(endpoint) {
		t.Fatal("endpoint refused")
	}
}

func TestWithEndpointLoopbackHTTP(t *testing.T) {
	hosts := map[string]struct {
		host        string
		wantAllowed bool
	}{
		"localhost":     {host: "localhost", wantAllowed: true},
		"IPv4 loopback": {host: "127.0.0.1", wantAllowed: true},
		"IPv6 loopback": {host: "[::1]", wantAllowed: true},
	}
	originURL := &url.URL{Host: "127.0.0.1:8080"}
	for name, host := range hosts {
		t.Run(name, func(t *testing.T) {
			// Source: github.com/openai/openai-go/v3/azure/azure_test.go:1022 (hostjoin: the host comes from the test's own table of loopback names, and the IPv6 one is already bracketed; hand-picked sample of 26 look-alikes from 179 candidates.)
			endpoint := "http://" + host.host + ":" + originURL.Port() // lookalike
			if _, err := url.Parse(endpoint); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestEndpointPathInvalidURL(t *testing.T) {
	for _, endpoint := range []string{
		// Source: github.com/openai/openai-go/v3/azure/endpoint_path_test.go:95 (syntax: the bad percent-escape is input to a test named for invalid URLs that expects a parse error; hand-picked sample of 26 look-alikes from 179 candidates.)
		"https://azure.example/%zz", // lookalike
		// Source: github.com/openai/openai-go/v3/azure/endpoint_path_test.go:95 (syntax: the unterminated bracket is input to a test named for invalid URLs that expects a parse error; hand-picked sample of 26 look-alikes from 179 candidates.)
		"https://[invalid", // lookalike
	} {
		if _, err := url.Parse(endpoint); err == nil {
			t.Fatalf("expected URL parse error for %q", endpoint)
		}
	}
}

func sameHost(req *http.Request, want string) bool {
	return strings.EqualFold(req.URL.Hostname(), want)
}

func TestCredentialOriginIgnoresHostCaseAndDefaultPort(t *testing.T) {
	req := &http.Request{URL: &url.URL{Host: "client.example"}}
	// Source: github.com/openai/openai-go/v3/azure/credential_origin_test.go:96 (port: the middleware rewrites the host to upper case with the default port on purpose to test origin matching; hand-picked sample of 26 look-alikes from 179 candidates.)
	req.URL.Host = strings.ToUpper(req.URL.Hostname()) + ":443" // lookalike
	if !sameHost(req, "client.example") {
		t.Fatal("unexpected destination")
	}
}

func sameOrigin(left, right *url.URL) bool {
	return strings.EqualFold(left.Scheme, right.Scheme) && strings.EqualFold(left.Hostname(), right.Hostname())
}

func TestSameOrigin(t *testing.T) {
	tests := []struct {
		name  string
		left  string
		right string
		want  bool
	}{
		// Source: github.com/openai/openai-go/v3/internal/requestconfig/requestconfig_test.go:116 (schemecase: a SameOrigin matcher row that varies scheme and host case on purpose; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "case insensitive scheme and host", left: "HTTPS://EXAMPLE.COM/path", right: "https://example.com/other", want: true}, // lookalike
		// Source: github.com/openai/openai-go/v3/internal/requestconfig/requestconfig_test.go:117 (port: a SameOrigin matcher row named for the default HTTP port, which it writes out on purpose; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "default HTTP port", left: "http://example.com/path", right: "http://example.com:80/other", want: true}, // lookalike
		// Source: github.com/openai/openai-go/v3/internal/requestconfig/requestconfig_test.go:118 (port: a SameOrigin matcher row named for the default HTTPS port, which it writes out on purpose; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "default HTTPS port", left: "https://example.com/path", right: "https://example.com:443/other", want: true}, // lookalike
	}
	for _, test := range tests {
		left, _ := url.Parse(test.left)
		right, _ := url.Parse(test.right)
		if got := sameOrigin(left, right); got != test.want {
			t.Errorf("%s: got %v", test.name, got)
		}
	}
}

func TestX509WorkloadAPIBaseURLValidation(t *testing.T) {
	for _, test := range []struct {
		name   string
		target string
		valid  bool
	}{
		// Source: github.com/openai/openai-go/v3/option/x509workloadidentity_test.go:19 (port: a validator row named explicit default port, which writes the port out on purpose; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "explicit default port", target: "https://mtls.api.openai.com:443/v1/", valid: true}, // lookalike
		// Source: github.com/openai/openai-go/v3/option/x509workloadidentity_test.go:21 (plainhttp: a validator row the test expects to be invalid; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "plaintext", target: "http://mtls.api.openai.com/v1/"}, // lookalike
	} {
		target, err := url.Parse(test.target)
		if err != nil {
			t.Fatal(err)
		}
		if got := x509OriginAllowed(target); got != test.valid {
			t.Errorf("%s: validation = %v, want %v", test.name, got, test.valid)
		}
	}
}

func TestX509WorkloadIdentityAcceptsExactGlobalRequestsWithExplicitDefaultPort(t *testing.T) {
	request, err := http.NewRequest(http.MethodGet,
		// Source: github.com/openai/openai-go/v3/option/x509workloadidentity_test.go:44 (port: the request goes to a validator in a test named for the explicit default port, so the port is meant; hand-picked sample of 26 look-alikes from 179 candidates.)
		"https://mtls.api.openai.com:443/v1/models", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if !x509OriginAllowed(request.URL) {
		t.Error("request with explicit default port was rejected")
	}
}

func requestPathAllowed(path string) bool {
	u, err := url.Parse(path)
	return err == nil && u.Scheme == "" && u.Host == ""
}

func TestRequestPathMustBeRelative(t *testing.T) {
	for _, test := range []struct {
		name string
		path string
	}{
		// Source: github.com/openai/openai-go/v3/internal/integrationtest/request_origin_test.go:281 (hostform: the opaque absolute row is one the client must refuse with a relative-reference error; hand-picked sample of 26 look-alikes from 179 candidates.)
		{name: "opaque absolute", path: "https:responses"}, // lookalike
	} {
		if requestPathAllowed(test.path) {
			t.Fatalf("%s: want relative-reference error", test.name)
		}
	}
}

func TestPathParamsAreEscaped(t *testing.T) {
	for input, wantURL := range map[string]string{
		// Source: github.com/openai/openai-go/v3/pathparam_test.go:53 (percent: the encoded dot is the expected output of path-parameter escaping in a traversal test; hand-picked sample of 26 look-alikes from 179 candidates.)
		".": "https://api.openai.com/v1/vector_stores/%2E", // lookalike
	} {
		if u, err := url.Parse(wantURL); err != nil || u.Path == "" || input == "" {
			t.Fatalf("url = %q: %v", wantURL, err)
		}
	}
}
