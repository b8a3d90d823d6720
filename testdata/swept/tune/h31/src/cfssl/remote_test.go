package cfssl

import "testing"

// Source: github.com/cloudflare/cfssl/signer/remote/remote_test.go:42 (port: the default port ":80" on http in the remote configuration the test builds and uses as valid, rule 1)
var validMinimalRemoteConfig = `{"signing": {"default": {"remote": "localhost"}}, "remotes": {"localhost": "http://127.0.0.1:80"}}` // defect port form

// Source: github.com/cloudflare/cfssl/signer/remote/remote_test.go:61 (port: the same default port in the auth remote configuration the test builds and uses as valid, rule 1)
var validMinimalAuthRemoteConfig = `{"signing": {"default": {"auth_key": "sample", "remote": "localhost"}}, "remotes": {"localhost": "http://127.0.0.1:80"}}` // defect port form

func TestNewSigner(t *testing.T) {
	for _, cfg := range []string{validMinimalRemoteConfig, validMinimalAuthRemoteConfig} {
		remoteConfig, err := LoadConfig([]byte(cfg))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := NewSigner(remoteConfig); err != nil {
			t.Fatal("fail to init remote signer:", err)
		}
	}
}
