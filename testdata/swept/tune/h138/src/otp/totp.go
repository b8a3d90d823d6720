package otp

import "net/url"

// GenerateTOTP builds a TOTP key URI.
func GenerateTOTP(issuer, accountName, secret string) (*Key, error) {
	v := url.Values{}
	v.Set("secret", secret)
	v.Set("issuer", issuer)
	u := url.URL{
		Scheme: "otpauth",
		Host:   "totp",
		// Source: github.com/pquerna/otp/totp/totp.go:205 (colonpath: the ':' between issuer and account sits in a path that starts with '/' of an absolute otpauth URI, so it cannot read as a scheme.)
		Path:     "/" + issuer + ":" + accountName, // lookalike
		RawQuery: encodeQuery(v),
	}
	return NewKeyFromURL(u.String())
}
