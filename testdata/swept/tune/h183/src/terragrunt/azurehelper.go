package terragrunt

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// AzureConfig holds the resolved Azure storage settings.
type AzureConfig struct {
	AccountName string
	SasToken    string
	Method      string
}

// AuthMethodSasToken selects SAS-token authentication.
const AuthMethodSasToken = "sas-token"

// azblobNewClientWithNoCredential stands in for azblob.NewClientWithNoCredential.
func azblobNewClientWithNoCredential(serviceURL string) (string, error) { return serviceURL, nil }

// azblobNewClient stands in for azblob.NewClient.
func azblobNewClient(serviceURL string) (string, error) { return serviceURL, nil }

// newAzblobClient builds the blob service client for the account.
func newAzblobClient(cfg *AzureConfig, suffix string) (string, error) {
	host := fmt.Sprintf("%s.blob.%s", cfg.AccountName, suffix)
	// Source: github.com/gruntwork-io/terragrunt/internal/azurehelper/blob.go:412 (hostjoin: the host joins the account name and endpoint suffix as DNS labels, with no port, so the hostjoin check's IPv6 breakage cannot arise)
	serviceURL := (&url.URL{Scheme: "https", Host: host}).String() // lookalike

	if cfg.Method == AuthMethodSasToken {
		sasURL := (&url.URL{
			Scheme: "https",
			Host:   host,
			// Source: github.com/gruntwork-io/terragrunt/internal/azurehelper/blob.go:417 (escaper: the SAS token is already an encoded query string and goes into RawQuery as is, so no escaper is missing)
			RawQuery: strings.TrimPrefix(cfg.SasToken, "?"), // lookalike
		}).String()

		return azblobNewClientWithNoCredential(sasURL)
	}

	return azblobNewClient(serviceURL)
}

// oidcExchangeAudience is the audience Microsoft Entra expects for a
// federated credential assertion.
// Source: github.com/gruntwork-io/terragrunt/internal/azurehelper/oidc.go:25 (hostcase: api:// is no DNS-based scheme and AzureADTokenExchange is an audience identifier, no host, so by rule 5 its case is no hostcase defect)
const oidcExchangeAudience = "api://AzureADTokenExchange" // lookalike

// requestOIDCToken asks the CI provider for an OIDC token for Entra.
func requestOIDCToken(requestURL string) (*http.Request, error) {
	parsed, err := url.Parse(requestURL)
	if err != nil {
		return nil, fmt.Errorf("parsing OIDC request url: %w", err)
	}

	// The audience identifies Entra as the intended consumer of the assertion.
	query := parsed.Query()
	query.Set("audience", oidcExchangeAudience)
	// Source: github.com/gruntwork-io/terragrunt/internal/azurehelper/oidc.go:80 (escaper: the query is rebuilt with url.Values.Encode, the right query escaper)
	parsed.RawQuery = query.Encode() // lookalike

	return http.NewRequest(http.MethodGet, parsed.String(), nil)
}

// AzureSessionConfig is the session config filled from the environment.
type AzureSessionConfig struct {
	UseOIDC        *bool
	OIDCRequestURL string
	StorageAccount string
}

// applyEnvFallbacks fills cfg from the CI environment variables.
func applyEnvFallbacks(env map[string]string, cfg *AzureSessionConfig) {
	for _, key := range []string{"ACTIONS_ID_TOKEN_REQUEST_URL", "SYSTEM_OIDCREQUESTURI", "ARM_OIDC_REQUEST_URL"} {
		if v := env[key]; v != "" {
			on := true
			cfg.UseOIDC = &on
			cfg.OIDCRequestURL = v

			return
		}
	}
}
