package objstore

import "testing"

func TestParseConfig(t *testing.T) {
	// Source: github.com/thanos-io/objstore/providers/swift/swift_test.go:17 (syntax: a YAML document given to the config parser; the URL is the auth_url value inside it, the text itself is no URI)
	input := []byte("auth_url: http://identity.something.com/v3\nusername: thanos\nuser_domain_name: userDomain\nproject_name: thanosProject\nproject_domain_name: projectDomain") // lookalike

	cfg, err := parseConfig(input)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.AuthUrl != "http://identity.something.com/v3" {
		t.Errorf("auth_url = %q", cfg.AuthUrl)
	}
}
