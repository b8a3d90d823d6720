package authelia

import (
	"net/url"
	"strings"
	"testing"
)

type authorizerTester struct {
	domains []string
}

func (a authorizerTester) CheckAuthorizations(t *testing.T, targetURL string, want bool) {
	t.Helper()
	u, err := url.Parse(targetURL)
	if err != nil {
		t.Fatal(err)
	}
	host := strings.ToLower(u.Hostname())
	got := false
	for _, d := range a.domains {
		if strings.HasSuffix(host, strings.TrimPrefix(d, "*")) {
			got = true
		}
	}
	if got != want {
		t.Fatalf("%s: got %v, want %v", targetURL, got, want)
	}
}

func TestShouldCheckDomainMatchingIsCaseInsensitive(t *testing.T) {
	tester := authorizerTester{domains: []string{"*.example5.com"}}
	tester.CheckAuthorizations(t, "https://secure.admin.example5.com/", true)
	// Source: github.com/authelia/authelia/internal/authorization/authorizer_test.go:214 (input of the access control matcher, which must match case-insensitively, rule 2c)
	tester.CheckAuthorizations(t, "https://secure.ADMIN.example5.com/", true) // lookalike
}

func TestShouldCheckPathBypass(t *testing.T) {
	tester := authorizerTester{domains: []string{"resource.example.com"}}
	// Source: github.com/authelia/authelia/internal/authorization/authorizer_test.go:854 (a dot segment to try to bypass a path rule, the value says so, rule 2b/2c)
	tester.CheckAuthorizations(t, "https://resource.example.com/bypass/../a/longer/rule/abc", true) // lookalike
	// Source: github.com/authelia/authelia/internal/authorization/authorizer_test.go:860 (encoded dots in lowercase, a bypass attempt on purpose, rule 2b/2c)
	tester.CheckAuthorizations(t, "https://resource.example.com/bypass/%2e%2e/a/longer/rule/abc", true) // lookalike
}

func TestAccessControlCheck(t *testing.T) {
	tests := []struct {
		name     string
		urlValue string
		err      string
	}{
		{
			name: "ShouldErrorOnInvalidURLFlag",
			// Source: github.com/authelia/authelia/internal/commands/acl_test.go:53 (invalid on purpose, the case expects the parse error, rule 2a/2b)
			urlValue: "http://%@#(*$@()#*&$invalid", // lookalike
			err:      "invalid character",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := url.Parse(tc.urlValue)
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("unexpected error %v", err)
			}
		})
	}
}

func decodeURL(have string) (url.URL, error) {
	u, err := url.Parse(have)
	if err != nil {
		return url.URL{}, err
	}
	return *u, nil
}

func TestStringToURLHookFunc(t *testing.T) {
	tests := []struct {
		desc string
		have string
		want url.URL
	}{
		{
			desc: "ShouldDecodeURLWithUserAndPassword",
			// Source: github.com/authelia/authelia/internal/configuration/decode_hooks_test.go:178 (input of the package's URL decode hook; the test compares the password it gets out, rule 2c)
			have: "https://john:abc123@www.example.com:9090/abc?test=true", // lookalike
			want: url.URL{Scheme: "https", Host: "www.example.com:9090", Path: "/abc", RawQuery: "test=true", User: url.UserPassword("john", "abc123")},
		},
	}
	for _, tc := range tests {
		t.Run(tc.desc, func(t *testing.T) {
			got, err := decodeURL(tc.have)
			if err != nil {
				t.Fatal(err)
			}
			if got.String() != tc.want.String() {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestNewAddressFromString(t *testing.T) {
	tests := []struct {
		name string
		have string
		err  string
	}{
		{
			"ShouldNotParseAddressWithBadProtocolPort",
			// Source: github.com/authelia/authelia/internal/configuration/schema/types_address_test.go:80 (a port out of range on purpose, the case expects the parse error, rule 2a/2b)
			"ldap://0.0.0.0:123901827390123", // lookalike
			"value out of range",
		},
		{
			"ShouldNotParseUnixSocketWithUserInfo",
			// Source: github.com/authelia/authelia/internal/configuration/schema/types_address_test.go:168 (user information the address parser must reject, the case expects the error, rule 2a)
			"unix://user:example@/path/to/a/socket.sock", // lookalike
			"appears to have user info",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewAddressFromNetworkValuesDefault(tc.have, 0, "tcp", "unix")
			if err == nil {
				t.Fatal("expected an error")
			}
		})
	}
}

type oidcClient struct {
	ID                  string
	SectorIdentifierURI *url.URL
}

func mustParseURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func validateClient(c oidcClient) []string {
	var errs []string
	if c.SectorIdentifierURI.User != nil {
		errs = append(errs, "must not have a username")
	}
	if c.SectorIdentifierURI.Fragment != "" {
		errs = append(errs, "must not have a fragment")
	}
	return errs
}

func TestShouldRaiseErrorOnInvalidSectorIdentifier(t *testing.T) {
	c := oidcClient{
		ID: "client-invalid-sector",
		// Source: github.com/authelia/authelia/internal/configuration/validator/identity_providers_test.go:442 (the client is named invalid and the validator must report the user and password, rule 2a/2b)
		SectorIdentifierURI: mustParseURL("https://user:pass@example.com/path?query=abc#fragment"), // lookalike
	}
	if errs := validateClient(c); len(errs) != 2 {
		t.Fatalf("got %v", errs)
	}
}
