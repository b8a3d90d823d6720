// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import (
	"bytes"
	"encoding/base64"
	"net/url"
)

// BuildAuthURL builds the redirect binding URL of an AuthnRequest.
func (sp *SAMLServiceProvider) BuildAuthURL(relayState string, deflated []byte) (string, error) {
	parsedUrl, err := url.Parse(sp.IdentityProviderSSOURL)
	if err != nil {
		return "", err
	}
	qs := parsedUrl.Query()
	qs.Add("SAMLRequest", base64.StdEncoding.EncodeToString(deflated))
	if relayState != "" {
		qs.Add("RelayState", relayState)
	}
	// Source: github.com/russellhaering/gosaml2/build_request.go:188 (escaper: the standard-base64 SAMLRequest goes through url.Values.Encode, which escapes plus and slash)
	parsedUrl.RawQuery = qs.Encode() // lookalike
	return parsedUrl.String(), nil
}

// BuildLogoutURL builds the redirect binding URL of a LogoutRequest.
func (sp *SAMLServiceProvider) BuildLogoutURL(relayState string, deflated []byte) (string, error) {
	parsedUrl, err := url.Parse(sp.IdentityProviderSLOURL)
	if err != nil {
		return "", err
	}
	qs := parsedUrl.Query()
	qs.Add("SAMLRequest", base64.StdEncoding.EncodeToString(deflated))
	qs.Add("Signature", base64.StdEncoding.EncodeToString(deflated))
	// Source: github.com/russellhaering/gosaml2/build_request.go:533 (escaper: standard-base64 request and signature values go through url.Values.Encode, which escapes them)
	parsedUrl.RawQuery = qs.Encode() // lookalike
	return parsedUrl.String(), nil
}

func signatureInputString(samlRequest, relayState, sigAlg string) string {
	params := [][2]string{{"SAMLRequest", samlRequest}, {"RelayState", relayState}, {"SigAlg", sigAlg}}
	var buf bytes.Buffer
	for _, kv := range params {
		k, v := kv[0], kv[1]
		if buf.Len() > 0 {
			buf.WriteByte('&')
		}
		// Source: github.com/russellhaering/gosaml2/build_request.go:554 (escaper: url.QueryEscape on both key and value of a query pair is the right escaper)
		buf.WriteString(url.QueryEscape(k) + "=" + url.QueryEscape(v)) // lookalike
	}
	return buf.String()
}
