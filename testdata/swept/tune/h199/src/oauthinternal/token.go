// Package internal rewrites the token-response parsing of sigstore's oauth internals.
package internal

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// ErrorTokenResponse is the error a token endpoint returns.
type ErrorTokenResponse struct {
	Code        string `json:"error"`
	Description string `json:"error_description"`
	URI         string `json:"error_uri"`
}

func (e *ErrorTokenResponse) Error() string {
	return fmt.Sprintf("%s: %s (%s)", e.Code, e.Description, e.URI)
}

// parseAccessTokenFailResponse parses an error response of a token endpoint.
func parseAccessTokenFailResponse(resp *http.Response) error {
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	e := &ErrorTokenResponse{}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(body, e); err != nil {
			return err
		}
		return e
	}
	vals, err := url.ParseQuery(string(body))
	if err != nil {
		return err
	}
	e.Code, e.Description, e.URI = vals.Get("error"), vals.Get("error_description"), vals.Get("error_uri")
	return e
}
