package cfssl

import "testing"

// Source: github.com/cloudflare/cfssl/signer/universal/universal_test.go:114 (port: a non-default port on 127.0.0.1 in the configuration the test builds)
var validMinimalUniversalConfig = `{"signing": {"default": {"remote": "localhost", "auth_key": "ca-auth"}}, "remotes": {"localhost": "http://127.0.0.1:1234"}}` // lookalike

func TestNewUniversalSigner(t *testing.T) {
	c, err := LoadConfig([]byte(validMinimalUniversalConfig))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewSigner(c); err != nil {
		t.Fatal(err)
	}
}
