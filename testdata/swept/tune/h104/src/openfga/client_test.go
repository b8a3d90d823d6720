package openfga

import "testing"

func TestApiUrlWellFormed(t *testing.T) {
	t.Run("Ensure that ApiUrl is well formed", func(t *testing.T) {
		urls := []string{
			// Source: github.com/openfga/go-sdk/client/client_test.go:64 (sink: a bare host in a table of malformed ApiUrls, each expected to be rejected, rule 2a)
			"api.fga.example", // lookalike
			// Source: github.com/openfga/go-sdk/client/client_test.go:65 (syntax: a missing colon after the scheme in a table of malformed ApiUrls, each expected to be rejected, rule 2a)
			"https//api.fga.example", // lookalike
			// Source: github.com/openfga/go-sdk/client/client_test.go:66 (port: a non-numeric port in a table of malformed ApiUrls, each expected to be rejected, rule 2a)
			"https://api.fga.example:notavalidport", // lookalike
			// Source: github.com/openfga/go-sdk/client/client_test.go:67 (port: a doubled scheme that parses as host https with an empty port, in a table of malformed ApiUrls expected to be rejected, rule 2a)
			"https://https://api.fga.example", // lookalike
			// Source: github.com/openfga/go-sdk/client/client_test.go:68 (sink: a scheme the client cannot use, in a table of malformed ApiUrls expected to be rejected, rule 2a)
			"notavalidscheme://api.fga.example", // lookalike
		}
		for _, uri := range urls {
			if _, err := NewConfiguration(Configuration{ApiUrl: uri}); err == nil {
				t.Fatalf("Expected an error for invalid uri (%s) but got nil", uri)
			}
		}
	})
}
