package otp

import "testing"

func TestGoogleLowerCaseSecret(t *testing.T) {
	// Source: github.com/pquerna/otp/totp/totp_test.go:166 (percent: %3A and %40 are uppercase escapes of reserved characters, which is canonical.)
	w, err := NewKeyFromURL(`otpauth://totp/Google%3Afoo%40example.com?secret=qlt6vmy6svfx4bt4rpmisaiyol6hihca&issuer=Google`) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = w.Secret()
}

func TestSteamSecret(t *testing.T) {
	// Source: github.com/pquerna/otp/totp/totp_test.go:180 (percent: %20 is a canonical escape of a space and only looks like a format verb.)
	w, err := NewKeyFromURL(`otpauth://totp/username%20steam:username?secret=qlt6vmy6svfx4bt4rpmisaiyol6hihca&period=30&digits=5&issuer=username%20steam&encoder=steam`) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = w.Secret()
}
