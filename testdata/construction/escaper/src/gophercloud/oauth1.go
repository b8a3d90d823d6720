// Package gophercloud mirrors the OAuth 1 signing of a cloud identity client.
package gophercloud

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"net/url"
	"strings"
)

// Source: github.com/gophercloud/gophercloud/v2/openstack/identity/v3/oauth1/requests.go:547 (URL and parameters escaped with url.QueryEscape into an OAuth signature base string, RFC 5849, not a URI)
func buildStringToSign(method string, u string, query url.Values) []byte {
	parsedURL, _ := url.Parse(u)
	p := parsedURL.Port()
	s := parsedURL.Scheme
	if s == "http" && p == "80" || s == "https" && p == "443" {
		parsedURL.Host = strings.TrimSuffix(parsedURL.Host, ":"+p)
	}
	parsedURL.RawQuery = ""
	v := strings.Join(
		[]string{method, url.QueryEscape(parsedURL.String()), url.QueryEscape(query.Encode())}, "&") // lookalike
	return []byte(v)
}

// Sign signs a request with the consumer secret.
func Sign(method, u string, query url.Values, secret string) string {
	mac := hmac.New(sha1.New, []byte(url.QueryEscape(secret)+"&"))
	mac.Write(buildStringToSign(method, u, query))
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}
