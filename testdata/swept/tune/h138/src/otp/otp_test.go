package otp

import "testing"

func TestKeyWithNewLine(t *testing.T) {
	// Source: github.com/pquerna/otp/otp_test.go:52 (syntax: the trailing newline is deliberate input to the package's URI parser NewKeyFromURL, which trims it, in a test named for the newline.)
	w, err := NewKeyFromURL("otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP\n") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if w.Secret() != "JBSWY3DPEHPK3PXP" {
		t.Fatal(w.Secret())
	}
}
