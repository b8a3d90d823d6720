package pomerium

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newAuthorize(o Options) error {
	if _, err := url.Parse(o.AuthenticateURLString); err != nil {
		return err
	}
	return nil
}

func TestNew(t *testing.T) {
	tests := []struct {
		name    string
		config  Options
		wantErr bool
	}{
		{
			"good",
			Options{
				// Source: github.com/pomerium/pomerium/authorize/authorize_test.go:29 (hostcase: the authenticate URL of a configuration the test expects to be accepted, a working value, rule 1; its host is not lowercase)
				AuthenticateURLString: "https://authN.example.com", // defect hostcase form
				DataBroker:            DataBrokerOptions{ServiceURL: "https://databroker.example.com"},
				CookieSecret:          "15WXae6fvK9Hal0RGZ600JlCaflYHtNy9bAyOLTlvmc=",
				SharedKey:             "2p/Wi2Q6bYDfzmoSEbKqYKtg+DUoLWTEHHs7vOhvL7w=",
			},
			false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := newAuthorize(tt.config)
			if (err != nil) != tt.wantErr {
				t.Errorf("New() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}

func TestAuthorize_OnConfigChange(t *testing.T) {
	opts := &Options{
		// Source: github.com/pomerium/pomerium/authorize/config_change_test.go:65 (hostcase: the authenticate URL of the options the test configures authorize with, a working value, rule 1; its host is not lowercase)
		AuthenticateURLString: "https://authN.example.com", // defect hostcase form
		DataBroker:            DataBrokerOptions{ServiceURL: "https://databroker.example.com"},
		CookieSecret:          "15WXae6fvK9Hal0RGZ600JlCaflYHtNy9bAyOLTlvmc=",
		SharedKey:             "gXK6ggrlIW2HyKyUF9rUO4azrDgxhDPWqw9y+lJU7B8=",
	}
	require.NoError(t, newAuthorize(*opts))
}

func TestNewAuthorizeStateFromConfig(t *testing.T) {
	newOptions := func() *Options {
		return &Options{
			// Source: github.com/pomerium/pomerium/authorize/state_test.go:26 (hostcase: the authenticate URL of the options the test builds state from, a working value, rule 1; its host is not lowercase)
			AuthenticateURLString: "https://authN.example.com", // defect hostcase form
			DataBroker:            DataBrokerOptions{ServiceURL: "https://databroker.example.com"},
		}
	}
	require.NoError(t, newAuthorize(*newOptions()))
}

var errMissingConnectionString = errors.New("missing storage connection string")

func (o DataBrokerOptions) Validate() error {
	if o.StorageType == "postgres" && o.StorageConnectionString == "" {
		return errMissingConnectionString
	}
	return nil
}

func TestDataBrokerOptionsValidate(t *testing.T) {
	for _, tc := range []struct {
		options DataBrokerOptions
		expect  error
	}{
		{DataBrokerOptions{StorageType: "postgres"}, errMissingConnectionString},
		{DataBrokerOptions{
			StorageType: "postgres",
			// Source: github.com/pomerium/pomerium/config/options_databroker_test.go:179 (credentials: a password in the connection string of a row the validator is expected to accept, a working value; the test neither compares nor masks it, rule 1)
			StorageConnectionString: "postgres://pomerium:pgpass2024@postgres:5432/test", // defect credentials
		}, nil},
		{DataBrokerOptions{
			StorageType: "memory",
			ServiceURL:  "http://databroker.example.com:5443",
		}, nil},
	} {
		assert.Equal(t, tc.expect, tc.options.Validate())
	}
}

func mustParseURL(t *testing.T, raw string) *url.URL {
	u, err := url.Parse(raw)
	require.NoError(t, err)
	return u
}

func urlMatchesHost(u *url.URL, host string) bool {
	return strings.TrimSuffix(u.Host, ":443") == strings.TrimSuffix(host, ":443")
}

func TestURLMatchesHost(t *testing.T) {
	for _, tc := range []struct {
		name      string
		sourceURL string
		host      string
		matches   bool
	}{
		{"no port", "http://example.com", "example.com", true},
		{"host https port", "https://example.com", "example.com:443", true},
		// Source: github.com/pomerium/pomerium/config/envoyconfig/route_configurations_test.go:400 (port: a row named for the port, of a table that writes one URL with and without its default port, rule 2b, 2d)
		{"with port", "https://example.com:443", "example.com:443", true}, // lookalike
		// Source: github.com/pomerium/pomerium/config/envoyconfig/route_configurations_test.go:401 (port: a row named for the URL's port, input of the package's host matcher, rule 2b, 2c)
		{"url port", "https://example.com:443", "example.com", true}, // lookalike
		{"non standard port", "http://example.com:81", "example.com", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.matches, urlMatchesHost(mustParseURL(t, tc.sourceURL), tc.host))
		})
	}
}

func isClientIDMetadataURL(clientID string) (bool, error) {
	u, err := url.Parse(clientID)
	if err != nil || u.Scheme != "https" || strings.Contains(u.Path, "/.") {
		return false, fmt.Errorf("invalid client id")
	}
	return true, nil
}

func TestIsClientIDMetadataURL(t *testing.T) {
	for _, tc := range []struct {
		name        string
		clientID    string
		expectIsURL bool
		expectError bool
	}{
		{
			name: "contains single dot path segment - RFC violation",
			// Source: github.com/pomerium/pomerium/internal/mcp/client_id_metadata_test.go:71 (dotsegment: a "." segment in a row named for it that expects an error, rule 2a, 2b)
			clientID:    "https://example.com/./oauth/client.json", // lookalike
			expectIsURL: false,
			expectError: true,
		},
		{
			name: "contains double dot path segment - RFC violation",
			// Source: github.com/pomerium/pomerium/internal/mcp/client_id_metadata_test.go:77 (dotsegment: a ".." segment in a row named for it that expects an error, rule 2a, 2b)
			clientID:    "https://example.com/../oauth/client.json", // lookalike
			expectIsURL: false,
			expectError: true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			isURL, err := isClientIDMetadataURL(tc.clientID)
			assert.Equal(t, tc.expectIsURL, isURL)
			assert.Equal(t, tc.expectError, err != nil)
		})
	}
}

func isValidRedirect(requestHost, redirectURL string) bool {
	u, err := url.Parse(redirectURL)
	if err != nil || u.Scheme != "https" || u.Host == "" {
		return false
	}
	return u.Hostname() == strings.Split(requestHost, ":")[0]
}

func TestConnectRedirectValidation(t *testing.T) {
	for _, tc := range []struct {
		name        string
		requestHost string
		redirectURL string
		wantValid   bool
	}{
		{
			name:        "no host in redirect_url",
			requestHost: "server.example.com",
			// Source: github.com/pomerium/pomerium/internal/mcp/handler_connect_test.go:97 (hostform: an empty host in a row named for it, which the test expects rejected, rule 2a, 2b)
			redirectURL: "https:///callback", // lookalike
		},
		{
			name:        "same host with port on redirect only",
			requestHost: "server.example.com",
			// Source: github.com/pomerium/pomerium/internal/mcp/handler_connect_test.go:125 (port: the default port in a row named for the port on the redirect, input of the package's redirect validator, rule 2b, 2c)
			redirectURL: "https://server.example.com:443/.pomerium/routes", // lookalike
			wantValid:   true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.wantValid, isValidRedirect(tc.requestHost, tc.redirectURL))
		})
	}
}

func isUpstreamAllowed(upstreamServerURL, prmResource string) (bool, error) {
	u, err := url.Parse(upstreamServerURL)
	if err != nil || !u.IsAbs() {
		return false, fmt.Errorf("relative upstream URL")
	}
	r, err := url.Parse(prmResource)
	if err != nil || !r.IsAbs() {
		return false, fmt.Errorf("relative PRM resource URL")
	}
	return strings.EqualFold(u.Hostname(), r.Hostname()), nil
}

func TestIsUpstreamAllowed(t *testing.T) {
	for _, tc := range []struct {
		name              string
		upstreamServerURL string
		prmResource       string
		expectAllowed     bool
		expectError       bool
	}{
		{
			name: "path traversal in upstream does not bypass prefix check",
			// Source: github.com/pomerium/pomerium/internal/mcp/upstream_oauth_setup_test.go:1119 (dotsegment: a parent segment in a row named for a path traversal, rule 2b)
			upstreamServerURL: "https://example.com/api/../admin", // lookalike
			prmResource:       "https://example.com/api",
			expectAllowed:     false,
		},
		{
			name: "case-insensitive host comparison",
			// Source: github.com/pomerium/pomerium/internal/mcp/upstream_oauth_setup_test.go:1125 (hostcase: an upper-case host in a row named for case-insensitive host comparison, input of the package's comparator, rule 2b, 2c)
			upstreamServerURL: "https://Example.Com/path", // lookalike
			prmResource:       "https://example.com/path",
			expectAllowed:     true,
		},
		{
			name: "case-insensitive scheme comparison",
			// Source: github.com/pomerium/pomerium/internal/mcp/upstream_oauth_setup_test.go:1131 (schemecase: an upper-case scheme in a row named for case-insensitive scheme comparison, rule 2b, 2c)
			upstreamServerURL: "HTTPS://example.com/path", // lookalike
			prmResource:       "https://example.com/path",
			expectAllowed:     true,
		},
		{
			// Regression for ENG-3963: ingress controller emits upstream URLs with
			// an explicit :443 for ExternalName services; canonical PRM resources omit it.
			name: "https default port stripped from upstream",
			// Source: github.com/pomerium/pomerium/internal/mcp/upstream_oauth_setup_test.go:1139 (port: the default port in a row named for stripping it, input of the package's port-normalising comparator, rule 2b, 2c)
			upstreamServerURL: "https://mcp.example.com:443", // lookalike
			prmResource:       "https://mcp.example.com",
			expectAllowed:     true,
		},
		{
			name: "http default port stripped",
			// Source: github.com/pomerium/pomerium/internal/mcp/upstream_oauth_setup_test.go:1157 (port: http's default port in a row named for stripping it, rule 2b, 2c)
			upstreamServerURL: "http://mcp.example.com:80", // lookalike
			prmResource:       "http://mcp.example.com",
			expectAllowed:     true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			allowed, err := isUpstreamAllowed(tc.upstreamServerURL, tc.prmResource)
			assert.Equal(t, tc.expectError, err != nil)
			assert.Equal(t, tc.expectAllowed, allowed)
		})
	}
}

func TestMetricsURL(t *testing.T) {
	for opt, expect := range map[*Options]string{
		{MetricsAddr: "my.host:9090"}: "http://my.host:9090/metrics",
		// Source: github.com/pomerium/pomerium/internal/registry/reporter_test.go:14 (credentials: the expected output of the code that puts the basic auth "bXl1c2VyOm15cGFzc3dvcmQ=" it is given beside it into the URL, rule 2c)
		{MetricsAddr: "my.host:9090", MetricsBasicAuth: "bXl1c2VyOm15cGFzc3dvcmQ="}: "http://myuser:mypassword@my.host:9090/metrics", // lookalike
		{MetricsAddr: "my.host:9090", MetricsCertificate: "CERT"}:                   "https://my.host:9090/metrics",
	} {
		u, err := metricsURL(*opt)
		if assert.NoError(t, err, opt) {
			assert.Equal(t, expect, u.String())
		}
	}
}

type policy struct {
	From           string
	To             string
	UpstreamTunnel bool
}

func routesWithTunnels(policies []policy) []string {
	var out []string
	for _, p := range policies {
		u, err := url.Parse(p.From)
		if err != nil || u.Host == "" || !p.UpstreamTunnel {
			continue
		}
		out = append(out, u.Host)
	}
	return out
}

func TestPortForwardManager(t *testing.T) {
	policies := []policy{
		{From: "https://route-2", To: "http://dst2", UpstreamTunnel: true},
		{From: "https://ignore", To: "http://ignore"},
		// Source: github.com/pomerium/pomerium/pkg/ssh/portforward/manager_test.go:45 (sink: a broken "://" in a route whose value says it is invalid, which the manager is expected to skip, rule 2b)
		{From: "https:/invalidurl", To: "http://ignore", UpstreamTunnel: true}, // lookalike
		{From: "ssh://route-3", To: "ssh://dst3:22", UpstreamTunnel: true},
	}
	assert.Equal(t, []string{"route-2", "route-3"}, routesWithTunnels(policies))
}

func ParseAndValidateURL(rawurl string) (*url.URL, error) {
	u, err := url.Parse(rawurl)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" || u.Host == "" {
		return nil, fmt.Errorf("%s is not a valid url", rawurl)
	}
	return u, nil
}

func TestParseAndValidateURL(t *testing.T) {
	tests := []struct {
		name    string
		rawurl  string
		wantErr bool
	}{
		{"good", "https://some.example", false},
		// Source: github.com/pomerium/pomerium/internal/urlutil/url_test.go:49 (hostform: an empty host in a row named bad that expects an error, rule 2a, 2b)
		{"bad hostname", "https://", true}, // lookalike
		// Source: github.com/pomerium/pomerium/internal/urlutil/url_test.go:52 (sink: host:port where a URL is needed, in a row that expects an error, rule 2a)
		{"path segment", "192.168.0.1:1234/path", true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseAndValidateURL(tt.rawurl)
			if (err != nil) != tt.wantErr {
				t.Errorf("ParseAndValidateURL() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}

func TestServerHTTP(t *testing.T) {
	httpPort := "5080"
	t.Run("well-known", func(t *testing.T) {
		// Source: github.com/pomerium/pomerium/internal/controlplane/server_test.go:39 (hostjoin: the host is the constant localhost, rule 3)
		res, err := http.Get(fmt.Sprintf("http://localhost:%s/.well-known/pomerium", httpPort)) // lookalike
		require.NoError(t, err)
		defer res.Body.Close()
	})
}

func TestConnectGet(t *testing.T) {
	testHost := "mcp.example.com"
	testRedirectURL := "https://client.example.com/callback?state=abc"
	// Source: github.com/pomerium/pomerium/internal/mcp/handler_connect_test.go:401 (escaper: url.QueryEscape for a query value, the right escaper)
	reqURL := fmt.Sprintf("https://%s/.pomerium/mcp/connect?redirect_url=%s", // lookalike
		testHost, url.QueryEscape(testRedirectURL))
	r := httptest.NewRequest(http.MethodGet, reqURL, nil)
	r.Host = testHost
	assert.Equal(t, testRedirectURL, r.URL.Query().Get("redirect_url"))
}

func isRedirectAllowed(u *url.URL) bool {
	return u.Scheme == "https" && u.Host == "example.com"
}

func TestIsRedirectAllowed(t *testing.T) {
	// from: https://raw.githubusercontent.com/random-robbie/open-redirect/master/payloads.txt
	rawurls := []string{
		// Source: github.com/pomerium/pomerium/internal/urlutil/whitelist_test.go:15 (percent: an encoded CRLF in an open-redirect payload of a list of attacks the test expects refused, rule 2a, 2b)
		"&%0d%0a1Location:https://google.com", // lookalike
		// Source: github.com/pomerium/pomerium/internal/urlutil/whitelist_test.go:27 (percent: an open-redirect payload from a list of attacks the test expects refused, rule 2a, 2b)
		"https://google.com/%2f..", // lookalike
		// Source: github.com/pomerium/pomerium/internal/urlutil/whitelist_test.go:20 (sink: a broken "://" in an open-redirect payload the test expects refused, rule 2a, 2b)
		"/https:/%5cblackfan.ru/", // lookalike
	}
	for _, rawurl := range rawurls {
		u, err := url.Parse(rawurl)
		if err != nil {
			continue
		}
		assert.False(t, isRedirectAllowed(u), "redirect should not be allowed: %s", rawurl)
	}
}
