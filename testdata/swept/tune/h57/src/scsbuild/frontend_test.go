package scsbuild

import "testing"

func Test_getFrontendConfigURL(t *testing.T) {
	// Source: github.com/sylabs/scs-build-client/internal/pkg/endpoints/frontend_test.go:19 (hostform: a single-label base URL with a port, varied with and without trailing slash by the table below on purpose.)
	const baseURL = "https://thisisaurl:1234/stuffgoeshere" // lookalike

	tests := []struct {
		name        string
		baseURL     string
		expectedURL string
	}{
		// Source: github.com/sylabs/scs-build-client/internal/pkg/endpoints/frontend_test.go:26 (hostcase: a row of a table that varies the base URL on purpose, input and expected output of the config-URL builder.)
		{"Simple", "https://host.DOMAIN", "https://host.DOMAIN" + "/" + frontendConfigPath}, // lookalike
		{"WithTrailingSlash", baseURL + "/", baseURL + "/" + frontendConfigPath},
		{"FullyQualfiied", baseURL, baseURL + "/" + frontendConfigPath},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := getFrontendConfigURL(tt.baseURL); got != tt.expectedURL {
				t.Errorf("got %v, want %v", got, tt.expectedURL)
			}
		})
	}
}
