package certmanager

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

type vaultIssuer struct {
	Server string
	Path   string
}

func setupVault(v vaultIssuer) error {
	u, err := url.Parse(v.Server)
	if err != nil {
		return err
	}
	if u.Host == "" {
		return &url.Error{Op: "Get", URL: v.Server, Err: http.ErrNoLocation}
	}
	return nil
}

func TestVaultSetup(t *testing.T) {
	tests := []struct {
		name        string
		givenIssuer vaultIssuer
		expectErr   bool
	}{
		// Source: github.com/cert-manager/cert-manager/pkg/issuer/vault/setup_test.go:377 (server URL with one slash in a case named invalid url)
		{name: "server with invalid url should fail to setup", givenIssuer: vaultIssuer{Path: "pki_int", Server: "https:/vault.example.com"}, expectErr: true}, // lookalike
		// Source: github.com/cert-manager/cert-manager/pkg/issuer/vault/setup_test.go:395 (leading white space, case expects a parse failure)
		{name: "server with leading whitespace should fail to parse", givenIssuer: vaultIssuer{Path: "pki_int", Server: " https://vault.example.com"}, expectErr: true}, // lookalike
	}
	for _, tt := range tests {
		if err := setupVault(tt.givenIssuer); (err != nil) != tt.expectErr {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

func translate(err string) string {
	if strings.Contains(err, "failed calling webhook") {
		return "webhook not ready"
	}
	return err
}

func TestTranslateWebhookError(t *testing.T) {
	// Source: github.com/cert-manager/cert-manager/pkg/util/cmapichecker/cmapichecker_test.go:163 (apiserver error text, with the port, given to the error translator)
	in := `failed calling webhook "webhook.example.io": Post "https://webhook.cert.svc:443/mutate?timeout=10s": service not found` // lookalike
	if translate(in) != "webhook not ready" {
		t.Fatal("not translated")
	}
}

func TestSolverHostForms(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})
	for _, target := range []string{
		"http://192.0.2.1:8080/.well-known/acme-challenge/secret",
		// Source: github.com/cert-manager/cert-manager/pkg/issuer/acme/http/solver/solver_test.go:81 (row of the solver test that varies the host form, here with :80)
		"http://192.0.2.1:80" + "/.well-known/acme-challenge" + "/secret", // lookalike
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
	}
}

func TestLinkHeader(t *testing.T) {
	// Source: github.com/cert-manager/cert-manager/third_party/forked/acme/acme_test.go:671 (Link header value given to the header parser)
	link := `<https://acme.example.com/acme/new-authz>;rel="next"` // lookalike
	if !strings.HasPrefix(link, "<") {
		t.Fatal(link)
	}
}
