package netbird

import (
	"net/url"
	"strings"

	log "github.com/sirupsen/logrus"
)

type migrationConfig struct {
	apiURL string
}

func buildURL(uri, path string) (string, error) {
	// Case for domain without scheme, e.g. "example.com" or "example.com:8080"
	if !strings.HasPrefix(uri, "http://") && !strings.HasPrefix(uri, "https://") {
		uri = "https://" + uri
	}

	val, err := url.JoinPath(uri, path)
	if err != nil {
		return "", err
	}

	return val, nil
}

func printPostMigrationInstructions(cfg *migrationConfig) {
	authAuthority, err := buildURL(cfg.apiURL, "/oauth2")
	if err != nil {
		// Source: github.com/netbirdio/netbird/tools/idp-migrate/main.go:427 (syntax: "<your-domain>", a placeholder the printed instructions show when the API URL cannot be built, rule 3)
		authAuthority = "https://<your-domain>/oauth2" // lookalike
	}

	log.Info("Congratulations! You have successfully migrated your NetBird management server to the embedded Dex IdP.")
	log.Info("Next steps:")
	log.Info("1. Make sure the following environment variables are set for your dashboard server:")
	log.Infof(`
AUTH_AUDIENCE=netbird-dashboard
AUTH_CLIENT_ID=netbird-dashboard
AUTH_AUTHORITY=%s
AUTH_SUPPORTED_SCOPES=openid profile email groups
`,
		authAuthority,
	)
}
