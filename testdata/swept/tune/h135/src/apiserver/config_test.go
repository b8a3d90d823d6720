package apiserver

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"
)

func TestWorkEstimator(t *testing.T) {
	tests := []struct {
		name                 string
		requestURI           string
		initialSeatsExpected uint64
	}{
		{
			name: "request has no RequestInfo, expect maxSeats",
			// Source: k8s.io/apiserver/pkg/util/flowcontrol/request/width_test.go:51 (plainhttp: a made-up single-label host on a request only handed to the estimator, never sent; uniform sample of 66 of 576)
			requestURI:           "http://server/apis/", // lookalike
			initialSeatsExpected: 1,
		},
		{
			name: "request verb is list, no object size, limit 1, expect read max object size from etcd",
			// Source: k8s.io/apiserver/pkg/util/flowcontrol/request/width_test.go:381 (syntax: an ampersand is allowed in a path segment, so the URI is valid even if odd; uniform sample of 66 of 576)
			requestURI:           "http://server/apis/foo.bar/v1/events&limit=1", // lookalike
			initialSeatsExpected: 1,
		},
		{
			name: "request verb is list, metadata.name specified",
			// Source: k8s.io/apiserver/pkg/util/flowcontrol/request/width_test.go:490 (percent: an uppercase escape of the reserved equals sign inside a query value is canonical; uniform sample of 66 of 576)
			requestURI:           "http://server/apis/foo.bar/v1/events?fieldSelector=metadata.name%3Dtest", // lookalike
			initialSeatsExpected: 1,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			req, err := http.NewRequest("GET", test.requestURI, nil)
			if err != nil {
				t.Fatalf("Failed to create new HTTP request - %v", err)
			}
			if got := estimateSeats(req); got != test.initialSeatsExpected {
				t.Errorf("Expected %d initial seats, but got: %d", test.initialSeatsExpected, got)
			}
		})
	}
}

func TestEtcdOptionsValidate(t *testing.T) {
	testCases := []struct {
		name      string
		overrides []string
		expectErr string
	}{
		{
			name: "test when EtcdOptions is valid",
			// Source: k8s.io/apiserver/pkg/server/options/etcd_test.go:66 (syntax: a group/resource#servers override whose fragment-like part is a server URL is the valid flag form; uniform sample of 66 of 576)
			overrides: []string{"/events#http://127.0.0.1:4002"}, // lookalike
		},
		{
			name: "test when etcd-servers-overrides is invalid",
			// Source: k8s.io/apiserver/pkg/server/options/etcd_test.go:112 (syntax: a row named invalid that expects the override to be rejected, rules 2a and 2b; uniform sample of 66 of 576)
			overrides: []string{"/events/http://127.0.0.1:4002"}, // lookalike
			expectErr: "--etcd-servers-overrides invalid, must be of format: group/resource#servers, where servers are URLs, semicolon separated",
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			var errs []error
			for _, o := range tc.overrides {
				if !etcdServersOverrideValid(o) {
					errs = append(errs, errors.New("--etcd-servers-overrides invalid, must be of format: group/resource#servers, where servers are URLs, semicolon separated"))
				}
			}
			err := errors.Join(errs...)
			if (err != nil) != (tc.expectErr != "") || (err != nil && !strings.Contains(err.Error(), tc.expectErr)) {
				t.Errorf("expected error %q, got %v", tc.expectErr, err)
			}
		})
	}
}

func TestValidateCorsAllowedOriginList(t *testing.T) {
	valid := [][]string{
		// Source: k8s.io/apiserver/pkg/server/options/server_run_options_test.go:317 (syntax: a regular expression for allowed origins, not a URI; uniform sample of 66 of 576)
		{`^http://foo.com(:|$)`}, // lookalike
		// Source: k8s.io/apiserver/pkg/server/filters/cors_test.go:86 (syntax: a regular expression pinned to the host, not a network-path reference; uniform sample of 66 of 576)
		{`//example.com(:|$)`}, // lookalike
	}
	for _, list := range valid {
		for _, expr := range list {
			if _, err := regexp.Compile(expr); err != nil {
				t.Errorf("unexpected error: %v", err)
			}
		}
	}
}

func TestOIDCNotHTTPS(t *testing.T) {
	tests := []struct {
		name        string
		issuerURL   string
		wantInitErr string
	}{
		{
			name: "not-https",
			// Source: k8s.io/apiserver/plugin/pkg/authenticator/token/oidc/oidc_test.go:2021 (plainhttp: a row named not-https whose issuer the authenticator must refuse, rule 2a; uniform sample of 66 of 576)
			issuerURL: "http://auth.example.com", // lookalike
			// Source: k8s.io/apiserver/plugin/pkg/authenticator/token/oidc/oidc_test.go:2036 (plainhttp: the expected init error quotes the refused issuer as message text, rules 2a and 4; uniform sample of 66 of 576)
			wantInitErr: `issuer.url: Invalid value: "http://auth.example.com": URL scheme must be https`, // lookalike
		},
	}
	for _, tt := range tests {
		err := validateIssuerURL(tt.issuerURL)
		if err == nil {
			t.Fatalf("%s: expected %q", tt.name, tt.wantInitErr)
		}
	}
}

func TestOIDCClaims(t *testing.T) {
	exp := 1700077413
	// Source: k8s.io/apiserver/plugin/pkg/authenticator/token/oidc/oidc_test.go:439 (syntax: JSON claims text that holds an issuer URL as a quoted value; uniform sample of 66 of 576)
	claims := fmt.Sprintf(`{"iss": "https://auth.example.com", "aud": "my-client", "username": "jane", "exp": %d}`, exp) // lookalike
	// Source: k8s.io/apiserver/plugin/pkg/authenticator/token/oidc/oidc_test.go:3858 (syntax: an OpenID configuration template whose key URL is filled from the test server; uniform sample of 66 of 576)
	openIDConfig := `{"issuer": "https://auth.example.com", "jwks_uri": "{{.URL}}/.testing/keys"}` // lookalike
	// Source: k8s.io/apiserver/plugin/pkg/authenticator/token/oidc/oidc_test.go:2149 (syntax: an expected health error is message text quoting URLs, rule 4; uniform sample of 66 of 576)
	wantHealthErrPrefix := `oidc: authenticator for issuer "https://this-will-not-work.notatld" is not healthy: Get "https://this-will-not-work.notatld/.well-known/openid-configuration": dial tcp: lookup this-will-not-work.notatld` // lookalike
	if claims == "" || openIDConfig == "" || wantHealthErrPrefix == "" {
		t.Fatal("empty fixture")
	}
}

func writeConfig(t *testing.T, contents string) string {
	f, err := os.CreateTemp(t.TempDir(), "config")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(contents); err != nil {
		t.Fatal(err)
	}
	return f.Name()
}

func TestWebhookAuthorizerKubeconfig(t *testing.T) {
	// Source: k8s.io/apiserver/plugin/pkg/authorizer/webhook/webhook_v1_test.go:102 (syntax: kubeconfig template text that holds a server URL; uniform sample of 66 of 576)
	configTmpl := "clusters:\n- cluster:\n    certificate-authority: {{ .CA }}\n    server: https://authz.example.com\n  name: foobar\n" // lookalike
	writeConfig(t, configTmpl)
}

func TestManifestLoader(t *testing.T) {
	files := map[string]string{
		// Source: k8s.io/apiserver/pkg/admission/plugin/webhook/manifest/loader/loader_test.go:103 (syntax: YAML manifest text that holds a webhook URL; uniform sample of 66 of 576)
		"wh.yaml": "apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nwebhooks:\n- name: test.webhook.io\n  clientConfig:\n    url: \"https://example.com\"\n  sideEffects: None\n", // lookalike
	}
	for _, c := range files {
		writeConfig(t, c)
	}
}

func TestEgressSelectorConfig(t *testing.T) {
	// Source: k8s.io/apiserver/pkg/server/egressselector/config_test.go:90 (syntax: YAML configuration text that holds a proxy URL; uniform sample of 66 of 576)
	contents := "apiVersion: apiserver.k8s.io/v1beta1\nkind: EgressSelectorConfiguration\negressSelections:\n- name: \"cluster\"\n  connection:\n    proxyProtocol: \"HTTPConnect\"\n    transport:\n      tcp:\n        url: \"https://127.0.0.1:8131\"\n" // lookalike
	writeConfig(t, contents)
}

func TestDelegatingAuthenticationRemoteKubeconfig(t *testing.T) {
	// Source: k8s.io/apiserver/pkg/server/options/authentication_test.go:96 (plainhttp: a kubeconfig for the test points at localhost, not a public host; uniform sample of 66 of 576)
	kubeconfig := "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: http://localhost:56789\n  name: cluster\ncurrent-context: cluster\n" // lookalike
	writeConfig(t, kubeconfig)
}
