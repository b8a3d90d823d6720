package openfga

import (
	"net/http"
	"net/url"
	"strings"
)

func newTokenRequest(tokenURL, clientID, clientSecret string, v url.Values) (*http.Request, error) {
	req, err := http.NewRequest("POST", tokenURL, strings.NewReader(v.Encode()))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	// Source: github.com/openfga/go-sdk/oauth2/internal/token.go:179 (escaper: client id and secret are form-encoded for the Basic auth header as RFC 6749 section 2.3.1 demands, no URI component is built)
	req.SetBasicAuth(url.QueryEscape(clientID), url.QueryEscape(clientSecret)) // lookalike
	return req, nil
}

// RetrieveToken posts a token request.
func RetrieveToken(clientID, clientSecret, tokenURL string, v url.Values) error {
	req, err := newTokenRequest(tokenURL, clientID, clientSecret, v)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
