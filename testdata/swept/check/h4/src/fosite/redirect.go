// Package fosite holds cases from github.com/ory/fosite.
package fosite

import (
	"encoding/base64"
	"errors"
	"net/http"
	"net/url"
	"strings"
)

// isRedirectURISecure allows http only for localhost.
func isRedirectURISecure(u *url.URL) bool {
	return u.Scheme != "http" || u.Hostname() == "localhost" || strings.HasSuffix(u.Hostname(), ".localhost")
}

func checkRedirect(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if !isRedirectURISecure(u) {
		// Source: github.com/ory/fosite/handler/oauth2/flow_authorize_code_auth.go:62 (hint text with an example redirect URL)
		return errors.New("Redirect URL is using an insecure protocol, http is only allowed for hosts with suffix 'localhost', for example: http://myapp.localhost/.") // lookalike
	}
	return nil
}

// matchRedirectURI returns the registered redirect URI that matches raw.
func matchRedirectURI(registered []string, raw string) (string, error) {
	for _, r := range registered {
		if r == raw {
			return r, nil
		}
	}
	return "", errors.New("redirect_uri does not match")
}

// Source: github.com/ory/fosite/client_authentication_test.go:66 (client id and secret form-encoded for HTTP Basic, as RFC 6749 asks)
func basicAuthHeader(clientID, clientSecret string) http.Header {
	creds := url.QueryEscape(clientID) + ":" + url.QueryEscape(clientSecret) // lookalike
	return http.Header{"Authorization": {"Basic " + base64.StdEncoding.EncodeToString([]byte(creds))}}
}
