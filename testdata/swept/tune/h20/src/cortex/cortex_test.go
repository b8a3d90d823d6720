package cortex

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"
)

func TestSetPassword(t *testing.T) {
	tests := []struct {
		testName    string
		url         string
		passwordStr string
		isError     bool
		expected    string
	}{
		{
			testName:    "Test1",
			url:         "scheme://user@host.com",
			passwordStr: "\n\tpassword\n\n\t",
			isError:     false,
			// Source: github.com/cortexproject/cortex/pkg/configs/db/db_test.go:25 (credentials: the expected URI of setPassword, which puts in the password the row gives on its own in passwordStr, rule 2c)
			expected: "scheme://user:password@host.com", // lookalike
		},
	}
	for _, test := range tests {
		t.Run(test.testName, func(t *testing.T) {
			u, _ := url.Parse(test.url)
			_ = test.passwordStr
			if u.String() == test.expected && test.isError {
				t.Fatal("unexpected")
			}
		})
	}
}

type BasicAuth struct{ Username, Password string }

type NotifierConfig struct{ BasicAuth BasicAuth }

type RulerConfig struct {
	AlertmanagerURL string
	Notifier        NotifierConfig
}

type AlertmanagerConfig struct{ BasicAuth *BasicAuth }

func buildNotifierConfig(cfg *RulerConfig) (*AlertmanagerConfig, error) {
	u, err := url.Parse(cfg.AlertmanagerURL)
	if err != nil {
		return nil, err
	}
	if cfg.Notifier.BasicAuth.Username != "" {
		return &AlertmanagerConfig{BasicAuth: &cfg.Notifier.BasicAuth}, nil
	}
	pw, _ := u.User.Password()
	return &AlertmanagerConfig{BasicAuth: &BasicAuth{Username: u.User.Username(), Password: pw}}, nil
}

func TestBuildNotifierConfig(t *testing.T) {
	tests := []struct {
		name string
		cfg  *RulerConfig
		ncfg *AlertmanagerConfig
	}{
		{
			name: "with Basic Authentication URL",
			cfg: &RulerConfig{
				// Source: github.com/cortexproject/cortex/pkg/ruler/notifier_test.go:168 (credentials: the expected config compares the password the code takes out of the URL, rule 2c)
				AlertmanagerURL: "http://marco:hunter2@alertmanager-0.default.svc.cluster.local/alertmanager", // lookalike
			},
			ncfg: &AlertmanagerConfig{
				BasicAuth: &BasicAuth{Username: "marco", Password: "hunter2"},
			},
		},
		{
			name: "with Basic Authentication URL and Explicit",
			cfg: &RulerConfig{
				// Source: github.com/cortexproject/cortex/pkg/ruler/notifier_test.go:195 (credentials: the row overrides the URL's password with an explicit one the code must give back, rule 2c)
				AlertmanagerURL: "http://marco:hunter2@alertmanager-0.default.svc.cluster.local/alertmanager", // lookalike
				Notifier: NotifierConfig{
					BasicAuth: BasicAuth{
						Username: "jacob",
						Password: "test",
					},
				},
			},
			ncfg: &AlertmanagerConfig{
				BasicAuth: &BasicAuth{Username: "jacob", Password: "test"},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ncfg, err := buildNotifierConfig(tt.cfg)
			if err != nil {
				t.Fatal(err)
			}
			if *ncfg.BasicAuth != *tt.ncfg.BasicAuth {
				t.Fatal(ncfg)
			}
		})
	}
}

// URLValue is a url.URL that can be used as a flag.
type URLValue struct{ *url.URL }

// Set implements flag.Value
func (v *URLValue) Set(s string) error {
	u, err := url.Parse(s)
	if err != nil {
		return err
	}
	v.URL = u
	return nil
}

// MarshalYAML masks the password.
func (v URLValue) MarshalYAML() string {
	u := *v.URL
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "********")
	}
	return "url: " + u.String() + "\n"
}

func TestURLValue(t *testing.T) {
	t.Run("marshals obscured password", func(t *testing.T) {
		var testStruct struct{ URL URLValue }
		// Source: github.com/cortexproject/cortex/pkg/util/flagext/url_test.go:82 (credentials: the test expects the password masked when the value is marshalled, rule 2c)
		if err := testStruct.URL.Set("http://username:password@google.com"); err != nil { // lookalike
			t.Fatal(err)
		}
		// Source: github.com/cortexproject/cortex/pkg/util/flagext/url_test.go:83 (credentials: the expected marshalled value with the password masked as encoded asterisks, a mask, rule 2c)
		expected := "url: http://username:%2A%2A%2A%2A%2A%2A%2A%2A@google.com\n" // lookalike
		if actual := testStruct.URL.MarshalYAML(); actual != expected {
			t.Fatal(actual)
		}
	})
}

type ProxyBackend struct{ endpoint *url.URL }

func NewProxyBackend(name string, endpoint *url.URL) *ProxyBackend {
	return &ProxyBackend{endpoint: endpoint}
}

func (b *ProxyBackend) createBackendRequest(orig *http.Request) (*http.Request, error) {
	req := orig.Clone(orig.Context())
	if b.endpoint.User != nil {
		user := b.endpoint.User.Username()
		pass, _ := b.endpoint.User.Password()
		req.SetBasicAuth(user, pass)
	}
	return req, nil
}

func TestProxyBackend_createBackendRequest_HTTPBasicAuthentication(t *testing.T) {
	tests := map[string]struct {
		clientUser   string
		clientPass   string
		backendUser  string
		backendPass  string
		expectedUser string
		expectedPass string
	}{
		"if the request is authenticated and the backend is authenticated it should use the backend auth": {
			clientUser:   "marco",
			clientPass:   "marco-secret",
			backendUser:  "backend",
			backendPass:  "backend-secret",
			expectedUser: "backend",
			expectedPass: "backend-secret",
		},
	}

	for testName, testData := range tests {
		t.Run(testName, func(t *testing.T) {
			// Source: github.com/cortexproject/cortex/tools/querytee/proxy_backend_test.go:58 (escaper: the rows' passwords formatted raw into the userinfo, a fixture whose password the test compares with what the code gets out, rule 2c)
			u, err := url.Parse(fmt.Sprintf("http://%s:%s@test", testData.backendUser, testData.backendPass)) // lookalike
			if err != nil {
				t.Fatal(err)
			}

			orig, _ := http.NewRequest("GET", "/test", nil)
			orig.SetBasicAuth(testData.clientUser, testData.clientPass)

			b := NewProxyBackend("test", u)
			r, err := b.createBackendRequest(orig)
			if err != nil {
				t.Fatal(err)
			}

			actualUser, actualPass, _ := r.BasicAuth()
			if actualUser != testData.expectedUser || actualPass != testData.expectedPass {
				t.Fatal(actualUser)
			}
		})
	}
}

type querierService struct{ endpoint string }

func (s *querierService) HTTPEndpoint() string { return s.endpoint }

func TestFormatQueryAPI(t *testing.T) {
	querierDirect := &querierService{endpoint: "127.0.0.1:8080"}
	testCases := []struct {
		name           string
		query          string
		expectError    bool
		method         string
		useOnlyQuerier bool
	}{
		{
			name:           "Valid query using only querier (GET)",
			query:          "foo/bar",
			expectError:    false,
			method:         "GET",
			useOnlyQuerier: true,
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			var endpoint string
			if tc.useOnlyQuerier {
				// Source: github.com/cortexproject/cortex/integration/format_query_api_test.go:99 (escaper: the rows' queries "foo/bar" and "invalid_expression/" hold nothing a query value must escape)
				endpoint = fmt.Sprintf("http://%s/api/prom/api/v1/format_query?query=%s", querierDirect.HTTPEndpoint(), tc.query) // lookalike
			}
			req, err := http.NewRequest(tc.method, endpoint, nil)
			if err != nil {
				t.Fatal(err)
			}
			_ = req
		})
	}
}
