// Package webauthn mirrors a certificate revocation check.
package webauthn

import (
	"bytes"
	"encoding/base64"
	"net/http"
	"net/url"
)

// Source: github.com/go-webauthn/x/revoke/revoke.go:172 (base64 of a DER request, which holds no space, escaped with url.QueryEscape and appended to the responder URL as in RFC 6960 GET)
func sendOCSPRequest(server string, req []byte) (*http.Response, error) {
	if len(req) > 256 {
		return http.Post(server, "application/ocsp-request", bytes.NewBuffer(req))
	}
	reqURL := server + "/" + url.QueryEscape(base64.StdEncoding.EncodeToString(req)) // lookalike
	return http.Get(reqURL)
}
