package otp

import "net/url"

// GenerateHOTP builds an HOTP key URI.
func GenerateHOTP(issuer, accountName, secret string) (*Key, error) {
	v := url.Values{}
	v.Set("secret", secret)
	v.Set("issuer", issuer)
	u := url.URL{
		Scheme: "otpauth",
		Host:   "hotp",
		// Source: github.com/pquerna/otp/hotp/hotp.go:232 (escaper: raw issuer and account go into the decoded url.URL.Path field, which String() escapes, so no escaper is right.)
		Path:     "/" + issuer + ":" + accountName, // lookalike
		RawQuery: encodeQuery(v),
	}
	return NewKeyFromURL(u.String())
}
