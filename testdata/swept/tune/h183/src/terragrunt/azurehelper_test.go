package terragrunt

import "testing"

func oidcTestVenv(env map[string]string) map[string]string { return env }

func TestApplyEnvFallbacksOIDCRequestURLSelectsOIDC(t *testing.T) {
	for _, key := range []string{"ACTIONS_ID_TOKEN_REQUEST_URL", "SYSTEM_OIDCREQUESTURI", "ARM_OIDC_REQUEST_URL"} {
		t.Run(key, func(t *testing.T) {
			// Source: github.com/gruntwork-io/terragrunt/internal/azurehelper/oidc_internal_test.go:146 (hostform: a single-label host is no listed rare host form, and the test only checks that the variable selects OIDC)
			v := oidcTestVenv(map[string]string{key: "https://example/token"}) // lookalike

			cfg := &AzureSessionConfig{}
			applyEnvFallbacks(v, cfg)

			if cfg.UseOIDC == nil || !*cfg.UseOIDC {
				t.Errorf("%s must select the OIDC tier", key)
			}
		})
	}
}
