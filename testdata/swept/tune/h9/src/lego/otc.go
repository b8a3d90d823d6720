package lego

import (
	"net/http"
	"net/url"
	"os"
)

// Source: github.com/go-acme/lego/providers/dns/otc/internal/identity.go:15 (identity endpoint with ":443", the default port of https, which the normal form omits)
const DefaultIdentityEndpoint = "https://iam.eu-de.otc.t-systems.com:443/v3/auth/tokens" // defect port form

// Source: github.com/go-acme/lego/providers/dns/otc/otc.go:36 (the provider's own default identity endpoint, ":443" again)
const defaultIdentityEndpoint = "https://iam.eu-de.otc.t-systems.com:443/v3/auth/tokens" // defect port form

func identityEndpoint() string {
	if v := os.Getenv("OTC_IDENTITY_ENDPOINT"); v != "" {
		return v
	}
	return defaultIdentityEndpoint
}

func login(client *http.Client) error {
	req, err := http.NewRequest(http.MethodPost, identityEndpoint(), nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func loginDefault(client *http.Client) error {
	resp, err := client.Post(DefaultIdentityEndpoint, "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type writer struct{}

func (writer) writeln(s string) { _, _ = os.Stdout.WriteString(s + "\n") }

func displayOTCHelp(ew writer) {
	// Source: github.com/go-acme/lego/cmd/zz_gen_cmd_dnshelp.go:3564 (help text that shows the documented default, found by its shape only; only a port above 65535 is reported there)
	ew.writeln(`	- "OTC_IDENTITY_ENDPOINT":	Identity endpoint URL (default: https://iam.eu-de.otc.t-systems.com:443/v3/auth/tokens)`) // lookalike
}

func federatedTokenRequest(endpoint string) (*http.Request, error) {
	req, err := http.NewRequest(http.MethodGet, endpoint, nil)
	if err != nil {
		return nil, err
	}
	query := req.URL.Query()
	// Source: github.com/go-acme/lego/providers/dns/azuredns/oidc.go:72 (the audience Azure AD requires, written exactly as its documentation spells it; a query value, not a URI the code dereferences)
	query.Set("audience", "api://AzureADTokenExchange") // lookalike
	req.URL.RawQuery = query.Encode()
	return req, nil
}

var _ = url.Parse
