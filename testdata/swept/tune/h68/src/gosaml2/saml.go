// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import (
	"errors"
	"net/http"
)

// SAMLServiceProvider holds the settings the cases use.
type SAMLServiceProvider struct {
	IdentityProviderSSOURL      string
	IdentityProviderSLOURL      string
	IdentityProviderIssuer      string
	AssertionConsumerServiceURL string
	AudienceURI                 string
}

// AuthRedirect redirects to the authentication URL.
func (sp *SAMLServiceProvider) AuthRedirect(w http.ResponseWriter, r *http.Request, relayState string) error {
	u, err := sp.BuildAuthURL(relayState, []byte(r.URL.Path))
	if err != nil {
		return err
	}
	http.Redirect(w, r, u, http.StatusFound)
	return nil
}

// ValidateEncodedResponse rejects what it cannot verify.
func (sp *SAMLServiceProvider) ValidateEncodedResponse(encoded string) error {
	if encoded == "" {
		return errors.New("empty response")
	}
	return errors.New("response is not signed")
}
