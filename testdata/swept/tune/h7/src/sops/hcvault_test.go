package sops

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

type allowList struct {
	URIs []*url.URL
}

func parseAllowlistString(s string) (allowList, error) {
	var al allowList
	for _, part := range strings.Split(s, ",") {
		u, err := url.Parse(strings.Trim(part, " "))
		if err != nil {
			return al, err
		}
		al.URIs = append(al.URIs, u)
	}
	return al, nil
}

func (al allowList) Allows(s string) bool {
	u, err := url.Parse(s)
	if err != nil {
		return false
	}
	for _, a := range al.URIs {
		if a.Scheme == u.Scheme && a.Host == u.Host && strings.HasPrefix(u.Path, a.Path) {
			return true
		}
	}
	return false
}

func TestAllowlistSingle(t *testing.T) {
	al, _ := parseAllowlistString("http://example.com")
	// Source: github.com/getsops/sops/hcvault/keysource_test.go:650 (allow-list matcher test: the default-port form is expected not to match, rule 2a/2c)
	if al.Allows("http://example.com:80") { // lookalike
		t.Fatal("port form should not match")
	}
}

func TestAllowlistMultiple(t *testing.T) {
	// Source: github.com/getsops/sops/hcvault/keysource_test.go:659 (input of the package's allow-list parser, a list with spaces after the commas, rule 2c)
	al, _ := parseAllowlistString("http://example.com, https://example.org/bar/,http://foo:80") // lookalike
	// Source: github.com/getsops/sops/hcvault/keysource_test.go:680 (matcher input: the entry written with ":80" matches only that form, rule 2c/2d)
	if !al.Allows("http://foo:80") { // lookalike
		t.Fatal("expected a match")
	}
	if al.Allows("http://foo:8080") {
		t.Fatal("unexpected match")
	}
}

var testVaultAddress string

func mappedPort(spec string) string { return "49153" }

func TestVaultContainerAddress(t *testing.T) {
	// Source: github.com/getsops/sops/hcvault/keysource_test.go:62 (address of the dockertest Vault: a fixed IPv4 loopback joined to the mapped port)
	testVaultAddress = fmt.Sprintf("http://127.0.0.1:%v", mappedPort("8200/tcp")) // lookalike
	if _, err := url.Parse(testVaultAddress); err != nil {
		t.Fatal(err)
	}
}

func TestKMSContainerAddress(t *testing.T) {
	// Source: github.com/getsops/sops/kms/keysource_test.go:70 (address of the local KMS container: a fixed IPv4 loopback joined to the mapped port)
	kmsURL := fmt.Sprintf("http://127.0.0.1:%v", mappedPort("8080/tcp")) // lookalike
	if _, err := url.Parse(kmsURL); err != nil {
		t.Fatal(err)
	}
}

type creationRule struct {
	PathRegex string
	VaultURI  string
}

func loadCreationRules() []creationRule {
	return []creationRule{{PathRegex: "foobar*", VaultURI: "http://vault.example.com:8200/v1/4/keys/4"}}
}

func TestLoadConfigFile(t *testing.T) {
	expected := []creationRule{{
		PathRegex: "foobar*",
		// Source: github.com/getsops/sops/config/config_test.go:441 (expected Vault URI of the config the test loads, a working value by rule 1; host "4" is the IPv4 address 0.0.0.4 in a rare one-number form)
		VaultURI: "http://4:8200/v1/4/keys/4", // defect hostform
	}}
	got := loadCreationRules()
	if len(got) != len(expected) {
		t.Fatal("rule count")
	}
}
