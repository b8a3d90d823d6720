package gotenberg

import (
	"strings"
	"testing"
)

func TestValidateEnvironmentProxyVariables(t *testing.T) {
	for _, tc := range []struct {
		name    string
		env     map[string]string
		wantErr bool
		wantIn  string
	}{
		{
			name: "nothing set",
			env:  map[string]string{},
		},
		{
			name: "well formed URL",
			env:  map[string]string{"HTTP_PROXY": "http://proxy.example.com:3128"},
		},
		{
			name: "credentials are accepted",
			// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound_envproxy_test.go:31 (credentials: input of the package's proxy URL validator, in a table that tries the URL with credentials and without, rule 2c, 2d)
			env: map[string]string{"HTTPS_PROXY": "http://user:password@proxy.example.com:3128"}, // lookalike
		},
		{
			name: "unparseable URL",
			// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound_envproxy_test.go:47 (syntax: the row is named unparseable and expects an error, rule 2a, 2b)
			env:     map[string]string{"HTTP_PROXY": "http://proxy.example.com:3128/%zz"}, // lookalike
			wantErr: true,
			wantIn:  "HTTP_PROXY",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, name := range environmentProxyVariables {
				t.Setenv(name, "")
			}
			for name, value := range tc.env {
				t.Setenv(name, value)
			}

			err := ValidateEnvironmentProxyVariables()
			if tc.wantErr && err == nil {
				t.Fatal("expected an error, got none")
			}
			if !tc.wantErr && err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if tc.wantIn != "" && !strings.Contains(err.Error(), tc.wantIn) {
				t.Errorf("error %q does not name %q", err, tc.wantIn)
			}
		})
	}
}

// TestValidateEnvironmentProxyVariables_DoesNotLeakCredentials pins that a
// proxy URL, which may embed a password, never reaches the error text.
func TestValidateEnvironmentProxyVariables_DoesNotLeakCredentials(t *testing.T) {
	for _, name := range environmentProxyVariables {
		t.Setenv(name, "")
	}
	// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound_envproxy_test.go:86 (credentials: a proxy URL the test expects rejected, and whose password it checks the error hides, rule 2a, 2c)
	t.Setenv("HTTP_PROXY", "http://admin:hunter2@proxy.example.com:3128/%zz") // lookalike

	err := ValidateEnvironmentProxyVariables()
	if err == nil {
		t.Fatal("expected an error, got none")
	}
	if strings.Contains(err.Error(), "hunter2") {
		t.Errorf("error leaks the proxy password: %q", err)
	}
	if strings.Contains(err.Error(), "admin") {
		t.Errorf("error leaks the proxy username: %q", err)
	}
}
