package casdoor

import (
	"fmt"
	"net/http"
	"net/url"
)

func getOriginFromHost(host string) string {
	return "https://" + host
}

// GetSamlRedirectAddress sends the SAML request on to the login page.
func GetSamlRedirectAddress(owner, application, relayState, samlRequest, host, username string) string {
	originF := getOriginFromHost(host)
	// Source: github.com/casdoor/casdoor/object/saml_idp.go:544 (samlRequest is the SAMLRequest query value as decoded, base64 whose '+' and '/' are written back with no escaper, while relayState beside it is escaped; the '+' comes back as a space)
	baseURL := fmt.Sprintf("%s/login/saml/authorize/%s/%s?relayState=%s&samlRequest=%s", originF, owner, application, relayState, samlRequest) // defect escaper
	if username != "" {
		baseURL += fmt.Sprintf("&username=%s", url.QueryEscape(username))
	}
	return baseURL
}

// HandleSamlRedirect is the SAML redirect binding endpoint.
func HandleSamlRedirect(w http.ResponseWriter, r *http.Request) {
	relayState := url.QueryEscape(r.URL.Query().Get("RelayState"))
	samlRequest := r.URL.Query().Get("SAMLRequest")
	target := GetSamlRedirectAddress("admin", "app", relayState, samlRequest, r.Host, r.URL.Query().Get("username"))
	http.Redirect(w, r, target, http.StatusSeeOther)
}

func samlResponseRedirect(w http.ResponseWriter, r *http.Request, redirectTarget, relayState, samlResponse string) {
	relayState = url.QueryEscape(relayState)
	samlResponse = url.QueryEscape(samlResponse)
	// Source: github.com/casdoor/casdoor/controllers/auth.go:1365 (both values were passed through url.QueryEscape two lines up)
	targetUrl := fmt.Sprintf("%s?relayState=%s&samlResponse=%s", redirectTarget, relayState, samlResponse) // lookalike
	http.Redirect(w, r, targetUrl, http.StatusSeeOther)
}

func deviceCancelURL(originFrontend, userCode, cancelToken string) string {
	// Source: github.com/casdoor/casdoor/object/wellknown_oidc_discovery.go:288 (the cancel token is escaped with url.QueryEscape; the user code is a generated code)
	return fmt.Sprintf("%s/login/oauth/device/%s?cancelToken=%s", originFrontend, userCode, url.QueryEscape(cancelToken)) // lookalike
}

// Site is a site the gateway serves.
type Site struct {
	Port int
}

func (site *Site) backend() string {
	// Source: github.com/casdoor/casdoor/object/site.go:246 (constant host localhost joined to the port; no IPv6 risk)
	res := fmt.Sprintf("http://localhost:%d", site.Port) // lookalike
	return res
}
