package boundary

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/jimlambrt/gldap/testdirectory"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

func Test_convertValueObjects(t *testing.T) {
	testCtx := context.TODO()
	testPublicId := "test-id"
	// Source: github.com/hashicorp/boundary/internal/auth/ldap/auth_method_test.go:346 (hostcase: an LDAP server URL the test converts and stores as a working value, rule 1; the hex digits of its IPv6 host are in upper case)
	testLdapServers := []string{"ldaps://ldap1.alice.com", "ldaps://ldap2.alice.com", "ldap://[2001:BEEF:0:0:0:1:0:0001]:80"} // defect hostcase form

	testUrls := make([]*Url, 0, len(testLdapServers))
	for priority, uu := range TestConvertToUrls(t, testLdapServers...) {
		u, err := NewUrl(testCtx, testPublicId, priority+1, uu)
		if err != nil {
			t.Fatal(err)
		}
		testUrls = append(testUrls, u)
	}
	if len(testUrls) != 3 {
		t.Fatalf("got %d urls", len(testUrls))
	}
}

func TestAuthMethod_validate(t *testing.T) {
	testPublicId := "test-id"
	tests := []struct {
		name            string
		am              *AuthMethod
		wantErrContains string
	}{
		{
			name: "invalid-url-starts-with-space",
			am: &AuthMethod{
				PublicId: testPublicId,
				// Source: github.com/hashicorp/boundary/internal/auth/ldap/auth_method_test.go:498 (syntax: white space before the URI, in a row named invalid-url-starts-with-space that expects the error, rule 2a/2b)
				Urls: []string{"  ldaps://ldap1"}, // lookalike
			},
			wantErrContains: "failed to parse address",
		},
		{
			name: "invalid-port-number",
			am: &AuthMethod{
				PublicId: testPublicId,
				// Source: github.com/hashicorp/boundary/internal/daemon/controller/handlers/authmethods/ldap_test.go:866 (port: a port out of range in a row named invalid-port-number that expects the error, rule 2a/2b)
				Urls: []string{"ldaps://ldap2:9999999"}, // lookalike
			},
			wantErrContains: "port 9999999 in url ldaps://ldap2:9999999 is not valid",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.am.validate()
			if err == nil || !strings.Contains(err.Error(), tc.wantErrContains) {
				t.Fatalf("got %v, want %q", err, tc.wantErrContains)
			}
		})
	}
}

// Account is an OIDC account.
type Account struct {
	Name    *wrapperspb.StringValue
	Issuer  string
	Subject string
}

func createAccount(a *Account) (*Account, error) {
	if _, err := normalizeIssuer(a.Issuer); err != nil {
		return nil, err
	}
	return a, nil
}

func TestCreateOidcAccount(t *testing.T) {
	cases := []struct {
		name string
		req  *Account
	}{
		{
			name: "Create a valid Account with IPv6 issuer address",
			req: &Account{
				Name: &wrapperspb.StringValue{Value: "name-ipv6-iss"},
				// Source: github.com/hashicorp/boundary/internal/daemon/controller/handlers/accounts/account_service_test.go:2438 (hostcase: the issuer of an account the test creates and expects created, a working value, rule 1; the row's name says IPv6, not upper case, and the hex digits are upper case)
				Issuer:  "https://[2001:BEEF:0000:0000:0000:0000:0000:0001]:44344/v1/myissuer", // defect hostcase form
				Subject: "valid-account-ipv6-iss",
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := createAccount(tc.req); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestUpdateOidc(t *testing.T) {
	cases := []struct {
		name    string
		req     func() OidcAttributes
		res     func() OidcAttributes
		wantErr bool
	}{
		{
			name: "Update Issuer",
			req: func() OidcAttributes {
				f := OidcAttributes{}
				// Source: github.com/hashicorp/boundary/internal/daemon/controller/handlers/authmethods/oidc_test.go:434 (port: an issuer the test updates and expects stored, a working value, rule 1; port 72759 is above 65535)
				f.Issuer = wrapperspb.String("http://localhost:72759/somepath/.well-known/openid-configuration") // defect port
				f.DisableDiscoveredConfigValidation = true
				return f
			},
			res: func() OidcAttributes {
				f := OidcAttributes{}
				// Source: github.com/hashicorp/boundary/internal/daemon/controller/handlers/authmethods/oidc_test.go:448 (port: the issuer the test expects the update to store, the expected value of code that builds it, rule 1; port 72759 is above 65535)
				f.Issuer = wrapperspb.String("http://localhost:72759/somepath/") // defect port
				f.DisableDiscoveredConfigValidation = true
				return f
			},
		},
		{
			name: "OIDC AuthMethod Callback Url Read Only",
			req: func() OidcAttributes {
				return OidcAttributes{
					Issuer: wrapperspb.String("https://example2.discovery.url:4821"),
					// Source: github.com/hashicorp/boundary/internal/daemon/controller/handlers/authmethods/authmethod_service_test.go:1228 (port: a port above 65535 in a request the test expects rejected with InvalidArgument, rule 2a)
					CallbackUrl: "http://another.url.com:82471", // lookalike
				}
			},
			wantErr: true,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := updateAuthMethod(tc.req())
			if tc.wantErr {
				if err == nil {
					t.Fatal("want error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := tc.res(); got.Issuer.GetValue() != want.Issuer.GetValue() {
				t.Fatalf("got %q, want %q", got.Issuer, want.Issuer)
			}
		})
	}
}

func TestRepository_authenticate(t *testing.T) {
	td := testdirectory.Start(t)
	am := &AuthMethod{
		PublicId: "test-id",
		// Source: github.com/hashicorp/boundary/internal/auth/ldap/repository_authenticate_test.go:60 (hostjoin: the host of the LDAP directory the test starts itself, "localhost" or, for IPv6, already in brackets from testdirectory)
		Urls: []string{fmt.Sprintf("ldaps://%s:%d", td.Host(), td.Port())}, // lookalike
	}
	if err := am.validate(); err != nil {
		t.Fatal(err)
	}
}
