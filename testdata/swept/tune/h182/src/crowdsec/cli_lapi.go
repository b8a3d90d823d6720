package crowdsec

import (
	"errors"
	"net/url"
	"strings"

	"github.com/spf13/cobra"
)

func newRegisterCmd() *cobra.Command {
	var apiURL string
	cmd := &cobra.Command{
		Use:   "register",
		Short: "Register a machine to Local API (LAPI)",
	}
	flags := cmd.Flags()
	// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clilapi/register.go:125 (syntax: an example URL in parentheses inside flag usage text, prose by rule 4)
	flags.StringVarP(&apiURL, "url", "u", "", "URL of the API (ie. http://127.0.0.1)") // lookalike
	return cmd
}

// LocalApiClientCfg is the LAPI client configuration.
type LocalApiClientCfg struct {
	Credentials *ApiCredentialsCfg
}

// prepareAPIURL checks/fixes a LAPI connection url (http, https or socket) and returns an URL struct
func prepareAPIURL(clientCfg *LocalApiClientCfg, apiURL string) (*url.URL, error) {
	if apiURL == "" {
		if clientCfg == nil || clientCfg.Credentials == nil || clientCfg.Credentials.URL == "" {
			return nil, errors.New("no Local API URL. Please provide it in your configuration or with the -u parameter")
		}
		apiURL = clientCfg.Credentials.URL
	}

	// URL needs to end with /, but user doesn't care
	if !strings.HasSuffix(apiURL, "/") {
		apiURL += "/"
	}

	// URL needs to start with http://, but user doesn't care
	// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clilapi/status.go:99 (sink: bare scheme prefixes only compared with strings.HasPrefix, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	if !strings.HasPrefix(apiURL, "http://") && !strings.HasPrefix(apiURL, "https://") && !strings.HasPrefix(apiURL, "/") { // lookalike
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clilapi/status.go:100 (sink: the normaliser prefixes the scheme to a host:port the user gave, which makes it an absolute URL, rule 2c, the normaliser whose job is adding the scheme)
		apiURL = "http://" + apiURL // lookalike
	}

	return url.Parse(apiURL)
}
