// Package mockoidc is a stand-in for the parts of github.com/oauth2-proxy/mockoidc used here.
package mockoidc

import (
	"net/http"
	"net/url"
)

// User is a mock user.
type User interface{}

// MockOIDC is a mock OpenID Connect provider.
type MockOIDC struct {
	ClientID string
	Addr     string
	users    []User
	codes    []string
}

// AuthorizationEndpoint returns the authorize URL of the mock.
func (m *MockOIDC) AuthorizationEndpoint() string {
	return "http://" + m.Addr + "/oidc/authorize"
}

// QueueUser queues a user for the next authorization.
func (m *MockOIDC) QueueUser(u User) { m.users = append(m.users, u) }

// QueueCode queues a code for the next authorization.
func (m *MockOIDC) QueueCode(c string) { m.codes = append(m.codes, c) }

// Authorize parses redirect_uri with url.Parse, adds code and state and
// redirects to it; it does not require an absolute redirect_uri.
func (m *MockOIDC) Authorize(rw http.ResponseWriter, req *http.Request) {
	if err := req.ParseForm(); err != nil {
		http.Error(rw, err.Error(), http.StatusInternalServerError)
		return
	}
	for _, p := range []string{"scope", "state", "client_id", "response_type", "redirect_uri"} {
		if req.Form.Get(p) == "" {
			http.Error(rw, "missing "+p, http.StatusBadRequest)
			return
		}
	}
	code := ""
	if len(m.codes) > 0 {
		code, m.codes = m.codes[0], m.codes[1:]
	}
	redirectURI, err := url.Parse(req.Form.Get("redirect_uri"))
	if err != nil {
		http.Error(rw, err.Error(), http.StatusInternalServerError)
		return
	}
	params, _ := url.ParseQuery(redirectURI.RawQuery)
	params.Set("code", code)
	params.Set("state", req.Form.Get("state"))
	redirectURI.RawQuery = params.Encode()
	http.Redirect(rw, req, redirectURI.String(), http.StatusFound)
}
