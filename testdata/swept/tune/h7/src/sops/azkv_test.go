package sops

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

type masterKey struct {
	VaultURL string
	Name     string
	Version  string
}

// masterKeysFromURLs parses a comma-separated list of Azure Key Vault key URLs.
func masterKeysFromURLs(urls string) ([]masterKey, error) {
	var keys []masterKey
	for _, s := range strings.Split(urls, ",") {
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil {
			return nil, err
		}
		parts := strings.Split(strings.Trim(u.Path, "/"), "/")
		if len(parts) != 3 || parts[0] != "keys" {
			return nil, fmt.Errorf("no key in %s", u.Path)
		}
		keys = append(keys, masterKey{VaultURL: u.Scheme + "://" + u.Host, Name: parts[1], Version: parts[2]})
	}
	return keys, nil
}

func TestMasterKeysFromURLs(t *testing.T) {
	tests := []struct {
		name           string
		urls           string
		expectKeyCount int
	}{
		{
			name: "multiple URLs with leading and trailing spaces",
			// Source: github.com/getsops/sops/azkv/keysource_test.go:93 (input of the package's key-URL parser padded with spaces on purpose; the case is named for them, rule 2b/2c)
			urls:           " https://test.vault.azure.net/keys/test-key/a2a690a4fcc04166b739da342a912c90 ,  https://test2.vault.azure.net/keys/another-test-key/cf0021e8b743453bae758e7fbf71b60e  ", // lookalike
			expectKeyCount: 2,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			keys, err := masterKeysFromURLs(tt.urls)
			if err != nil {
				t.Fatal(err)
			}
			if len(keys) != tt.expectKeyCount {
				t.Fatalf("got %d keys", len(keys))
			}
		})
	}
}
