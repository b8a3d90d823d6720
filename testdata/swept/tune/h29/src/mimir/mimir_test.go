package mimir

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"testing"

	config_util "github.com/prometheus/common/config"

	"github.com/grafana/dskit/server"
	"github.com/grafana/e2e"
)

func getHostnameAndRandomPort(t *testing.T) (string, int) {
	listen, err := net.Listen("tcp", "localhost:0")
	if err != nil {
		t.Fatal(err)
	}
	host, port, err := net.SplitHostPort(listen.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	if err := listen.Close(); err != nil {
		t.Fatal(err)
	}
	portNum, err := strconv.Atoi(port)
	if err != nil {
		t.Fatal(err)
	}
	return host, portNum
}

func getServerConfig(t *testing.T) server.Config {
	grpcHost, grpcPortNum := getHostnameAndRandomPort(t)
	httpHost, httpPortNum := getHostnameAndRandomPort(t)

	cfg := server.Config{
		HTTPListenAddress: httpHost,
		HTTPListenPort:    httpPortNum,

		GRPCListenAddress: grpcHost,
		GRPCListenPort:    grpcPortNum,
	}
	return cfg
}

func TestApiGzip(t *testing.T) {
	serverCfg := getServerConfig(t)
	srv, err := server.New(serverCfg)
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Run() }()
	t.Cleanup(srv.Shutdown)

	for _, tc := range []struct {
		name         string
		endpoint     string
		respBodySize int
	}{
		{name: "gzip disabled endpoint", endpoint: "gzip_disabled", respBodySize: 1500},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Source: github.com/grafana/mimir/pkg/api/api_test.go:176 (hostjoin: the host is split by net.SplitHostPort from the address of a listener on "localhost", which may be "::1", and comes back through the test's helper; joined with ':' it needs brackets, rule 3)
			u := fmt.Sprintf("http://%s:%d/%s?respBodySize=%d", serverCfg.HTTPListenAddress, serverCfg.HTTPListenPort, tc.endpoint, tc.respBodySize) // defect hostjoin
			req, err := http.NewRequest(http.MethodGet, u, nil)
			if err != nil {
				t.Fatal(err)
			}
			_ = req
		})
	}
}

func TestBuildNotifierConfig(t *testing.T) {
	tests := []struct {
		name            string
		alertmanagerURL string
		notifier        NotifierConfig
		ncfg            *AlertmanagerConfig
		err             error
	}{
		{
			name: "with basic authentication URL and no service discovery",
			// Source: github.com/grafana/mimir/pkg/ruler/notifier_test.go:149 (credentials: input of the package's notifier config builder; the test compares the password it takes out, Password "hunter2", rule 2c)
			alertmanagerURL: "http://marco:hunter2@alertmanager-0.default.svc.cluster.local/alertmanager", // lookalike
			ncfg: &AlertmanagerConfig{
				HTTPClientConfig: config_util.HTTPClientConfig{
					BasicAuth: &config_util.BasicAuth{Username: "marco", Password: "hunter2"},
				},
				Scheme:     "http",
				PathPrefix: "/alertmanager",
				Targets:    []string{"alertmanager-0.default.svc.cluster.local"},
			},
		},
		{
			name: "basic auth via URL and oauth provided at the same time",
			// Source: github.com/grafana/mimir/pkg/ruler/notifier_test.go:492 (credentials: a row that expects errRulerSimultaneousBasicAuthAndOAuth, rule 2a)
			alertmanagerURL: "http://marco:hunter2@alertmanager.default.svc.cluster.local/alertmanager", // lookalike
			notifier: NotifierConfig{
				OAuth2ClientID: "oauth2-client-id",
			},
			err: errRulerSimultaneousBasicAuthAndOAuth,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ncfg, err := buildNotifierConfig(tt.alertmanagerURL, tt.notifier)
			if tt.err == nil {
				if err != nil {
					t.Fatal(err)
				}
				if ncfg.HTTPClientConfig.BasicAuth.Password != tt.ncfg.HTTPClientConfig.BasicAuth.Password {
					t.Fatalf("got %+v, want %+v", ncfg, tt.ncfg)
				}
			} else if err == nil || err.Error() != tt.err.Error() {
				t.Fatalf("got %v, want %v", err, tt.err)
			}
		})
	}
}

func TestMultitenantAlertmanagerConfig_Validate(t *testing.T) {
	tests := map[string]struct {
		setup    func(t *testing.T, cfg *MultitenantAlertmanagerConfig)
		expected error
	}{
		"should fail if external URL has no scheme": {
			setup: func(t *testing.T, cfg *MultitenantAlertmanagerConfig) {
				if err := cfg.ExternalURL.Set("example.com/alertmanager"); err != nil {
					t.Fatal(err)
				}
			},
			expected: errInvalidExternalURLMissingScheme,
		},
		"should fail if external URL has no hostname": {
			setup: func(t *testing.T, cfg *MultitenantAlertmanagerConfig) {
				// Source: github.com/grafana/mimir/pkg/alertmanager/multitenant_test.go:200 (hostform: an empty host in a case named "should fail if external URL has no hostname" that expects the error, rule 2a/2b)
				if err := cfg.ExternalURL.Set("https:///alertmanager"); err != nil { // lookalike
					t.Fatal(err)
				}
			},
			expected: errInvalidExternalURLMissingHostname,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			cfg := &MultitenantAlertmanagerConfig{}
			tc.setup(t, cfg)
			if err := cfg.Validate(); err != tc.expected {
				t.Fatalf("got %v, want %v", err, tc.expected)
			}
		})
	}
}

func TestIsValidURL(t *testing.T) {
	tests := []struct {
		name     string
		endpoint string
		valid    bool
	}{
		{
			name:     "valid url",
			endpoint: "https://sts.eu-central-1.amazonaws.com",
			valid:    true,
		},
		{
			name: "invalid url invalid scheme setup",
			// Source: github.com/grafana/mimir/pkg/util/http_test.go:326 (hostform: an empty host in a row named invalid that expects false from the package's URL validator, rule 2a/2c)
			endpoint: "https:///sts.eu-central-1.amazonaws.com", // lookalike
			valid:    false,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			if got := IsValidURL(test.endpoint); got != test.valid {
				t.Fatalf("IsValidURL(%q) = %v", test.endpoint, got)
			}
		})
	}
}

func TestMimirtoolBackfill(t *testing.T) {
	compactor := e2e.NewHTTPService("compactor", 8080)
	var dockerArgs []string
	// Mimirtool args.
	dockerArgs = append(dockerArgs, "backfill")
	// Source: github.com/grafana/mimir/integration/backfill_test.go:332 (hostjoin: the host is the container's Name, its DNS name in the scenario's network, never an IPv6 address)
	dockerArgs = append(dockerArgs, "--address", fmt.Sprintf("http://%s:%d/", compactor.Name(), compactor.HTTPPort())) // lookalike
	dockerArgs = append(dockerArgs, "--id", "anonymous")
	_ = dockerArgs
}

func Test_ProxyBackend_createBackendRequest_HTTPBasicAuthentication(t *testing.T) {
	tests := map[string]struct {
		clientUser   string
		clientPass   string
		backendUser  string
		backendPass  string
		expectedUser string
		expectedPass string
	}{
		"backend configured credentials": {
			clientUser:   "marco",
			clientPass:   "marco-secret",
			backendUser:  "123",
			backendPass:  "123-secret",
			expectedUser: "123",
			expectedPass: "123-secret",
		},
	}

	for testName, testData := range tests {
		t.Run(testName, func(t *testing.T) {
			// Source: github.com/grafana/mimir/tools/querytee/proxy_backend_test.go:79 (escaper: the row's password, written on its own in backendPass, goes raw into the userinfo of a URL the test builds; the test compares the password the code takes out, expectedPass, a fixture, rule 2c)
			u, err := url.Parse(fmt.Sprintf("http://%s:%s@test", testData.backendUser, testData.backendPass)) // lookalike
			if err != nil {
				t.Fatal(err)
			}

			orig := httptest.NewRequest("GET", "/test", nil)
			orig.SetBasicAuth(testData.clientUser, testData.clientPass)

			b := NewProxyBackend("test", u)
			r, err := b.createBackendRequest(context.Background(), orig)
			if err != nil {
				t.Fatal(err)
			}
			user, pass, _ := r.BasicAuth()
			if user != testData.expectedUser || pass != testData.expectedPass {
				t.Fatalf("got %s:%s", user, pass)
			}
		})
	}
}
