package cloudflared

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ValidateHostname returns the ASCII host name of a hostname or URL.
func ValidateHostname(hostname string) (string, error) {
	if u, err := url.Parse(hostname); err == nil && u.Host != "" {
		hostname = u.Host
	}
	return hostname, nil
}

// ValidateUrl checks an origin URL and returns it in normal form.
func ValidateUrl(originUrl string) (*url.URL, error) {
	if originUrl == "" {
		return nil, fmt.Errorf("URL should not be empty")
	}
	if strings.HasPrefix(originUrl, "ftp://") {
		return nil, fmt.Errorf("Currently Cloudflare Tunnel does not support ftp protocol.")
	}
	u, err := url.Parse(originUrl)
	if err != nil {
		return nil, err
	}
	u.User = nil
	return u, nil
}

func TestValidateHostname(t *testing.T) {
	// Source: github.com/cloudflare/cloudflared/validation/validation_test.go:42 (hostform: an IDN given to the package's hostname validator, which the test expects to return its A-label, rule 2c)
	inputHostname := "http://bücher.example.com" // lookalike
	hostname, err := ValidateHostname(inputHostname)
	assert.Nil(t, err)
	assert.Equal(t, "xn--bcher-kva.example.com", hostname)
}

func TestValidateUrl(t *testing.T) {
	type testCase struct {
		input          string
		expectedOutput string
	}
	testCases := []testCase{
		{"http://localhost", "http://localhost"},
		{"localhost:8080", "http://localhost:8080"},
		// Source: github.com/cloudflare/cloudflared/validation/validation_test.go:95 (hostform: an IDN given to the URL validator beside the A-label it is expected to write, rule 2c)
		{"https://bücher.example.com", "https://xn--bcher-kva.example.com"}, // lookalike
		// Source: github.com/cloudflare/cloudflared/validation/validation_test.go:97 (sink: a URL percent-encoded whole, input of the validator, which is expected to decode it, rule 2c)
		{"https%3A%2F%2Fhello.example.com", "https://hello.example.com"}, // lookalike
		// Source: github.com/cloudflare/cloudflared/validation/validation_test.go:98 (credentials: input of the URL validator, whose output the test expects without the userinfo, rule 2c)
		{"https://alex:s9v4Qe1@hello.example.com:8080", "https://hello.example.com:8080"}, // lookalike
	}
	for i, testCase := range testCases {
		validUrl, err := ValidateUrl(testCase.input)
		assert.NoError(t, err, "test case %v", i)
		assert.Equal(t, testCase.expectedOutput, validUrl.String(), "test case %v", i)
	}

	// Source: github.com/cloudflare/cloudflared/validation/validation_test.go:110 (credentials: a URL of an unsupported scheme the test expects an error for, rule 2a)
	validUrl, err := ValidateUrl("ftp://alex:s9v4Qe1@hello.example.com:8080/robot.txt") // lookalike
	assert.Equal(t, "Currently Cloudflare Tunnel does not support ftp protocol.", err.Error())
	assert.Empty(t, validUrl)
}

func bracketBareIPv6(input string) string {
	rest := strings.TrimPrefix(input, "https://")
	if strings.Count(rest, ":") < 2 || strings.HasPrefix(rest, "[") {
		return input
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	return "https://[" + rest[:end] + "]" + rest[end:]
}

func TestBracketBareIPv6(t *testing.T) {
	tests := []struct {
		input    string
		expected string
	}{
		// Source: github.com/cloudflare/cloudflared/cmd/cloudflared/access/validation_test.go:24 (syntax: a bare IPv6 host, input of the package's function that brackets it, beside its expected output, rule 2c)
		{"https://::1", "https://[::1]"}, // lookalike
		// Source: github.com/cloudflare/cloudflared/cmd/cloudflared/access/validation_test.go:26 (syntax: a bare IPv6 host that the function is expected to read as the address ::1:8080, rule 2c)
		{"https://::1:8080", "https://[::1:8080]"}, // lookalike
		{"https://[::1]", "https://[::1]"},         // already bracketed
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			assert.Equal(t, tt.expected, bracketBareIPv6(tt.input))
		})
	}
}

func parseURL(input string) (*url.URL, error) {
	if input == "" {
		return nil, fmt.Errorf("no input provided")
	}
	u, err := url.Parse(bracketBareIPv6(input))
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("failed to parse Host")
	}
	return u, nil
}

func TestParseURL(t *testing.T) {
	t.Run("missing host", func(t *testing.T) {
		// Source: github.com/cloudflare/cloudflared/cmd/cloudflared/access/validation_test.go:92 (hostform: an empty host in a case named "missing host" that expects an error, rule 2a, 2b)
		_, err := parseURL("https:///host") // lookalike
		assert.ErrorContains(t, err, "failed to parse Host")
	})
}

// Rule is an ingress rule.
type Rule struct {
	Hostname         string
	punycodeHostname string
}

func (r Rule) Matches(requestURL *url.URL) bool {
	return requestURL.Hostname() == r.Hostname || requestURL.Hostname() == r.punycodeHostname
}

func MustParseURL(t *testing.T, rawURL string) *url.URL {
	u, err := url.Parse(rawURL)
	require.NoError(t, err)
	return u
}

func TestRuleMatches(t *testing.T) {
	tests := []struct {
		name       string
		rule       Rule
		requestURL *url.URL
		want       bool
	}{
		{
			name: "Unicode hostname with unicode request, pass",
			rule: Rule{
				Hostname:         "môô.cloudflare.com",
				punycodeHostname: "xn--m-xgaa.cloudflare.com",
			},
			// Source: github.com/cloudflare/cloudflared/ingress/rule_test.go:43 (hostform: an IDN request in a case named for a Unicode hostname, input of the package's rule matcher, rule 2b, 2c)
			requestURL: MustParseURL(t, "https://môô.cloudflare.com"), // lookalike
			want:       true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.rule.Matches(tt.requestURL))
		})
	}
}

type remoteConfig struct {
	Ingress []struct {
		Hostname string `json:"hostname"`
		Service  string `json:"service"`
	} `json:"ingress"`
}

func TestUnmarshalRemoteConfigOverridesGlobal(t *testing.T) {
	// Source: github.com/cloudflare/cloudflared/ingress/config_test.go:49 (port: a default port inside a JSON document, found by its shape only, where only impossible ports count)
	rawConfig := []byte(`{"ingress": [{"hostname": "jira.cfops.com", "service": "http://192.16.19.1:80"}, {"service": "http_status:404"}]}`) // lookalike
	var rc remoteConfig
	require.NoError(t, json.Unmarshal(rawConfig, &rc))
}

type originService struct{ raw string }

func (o originService) String() string { return o.raw }

func TestUpdateConfiguration(t *testing.T) {
	var rc remoteConfig
	require.NoError(t, json.Unmarshal([]byte(`{"ingress": [{"hostname": "jira.tunnel.org", "service": "http://172.32.20.6:80"}]}`), &rc))
	var service fmt.Stringer = originService{raw: rc.Ingress[0].Service}
	// Source: github.com/cloudflare/cloudflared/orchestration/orchestrator_test.go:128 (port: an expectation of require.Equal, found by its shape only, which gives back the service configured in the test's JSON; only impossible ports count there)
	require.Equal(t, "http://172.32.20.6:80", service.String()) // lookalike
}

func TestStartClient(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer ts.Close()
	options := &StartOptions{
		// Source: github.com/cloudflare/cloudflared/carrier/carrier_test.go:53 (hostjoin: the listener's address, host:port already)
		OriginURL: "http://" + ts.Listener.Addr().String(), // lookalike
	}
	assert.NotContains(t, options.OriginURL, "::")
}

const validToken = "eyJhbGciOiJFUzI1NiIsImtpZCI6IjEifQ.eyJ0dW4iOnsiaWQiOiI3YjA5NDdkOC1mODNkLTQ1NjAtODE4NS0xOWQzMTU0ZmMxNzMifX0.sig"

func TestDisableDiagnosticRoutes(t *testing.T) {
	managementHostname := "https://management.argotunnel.com"
	for _, path := range []string{"/metrics", "/debug/pprof/goroutine"} {
		t.Run(strings.Replace(path, "/", "_", -1), func(t *testing.T) {
			// Source: github.com/cloudflare/cloudflared/management/service_test.go:30 (escaper: a token the test writes into the query unescaped; a token's alphabet is the author's to know, and this one holds nothing to escape)
			req := httptest.NewRequest("GET", managementHostname+path+"?access_token="+validToken, nil) // lookalike
			assert.Equal(t, validToken, req.URL.Query().Get("access_token"))
		})
	}
}
