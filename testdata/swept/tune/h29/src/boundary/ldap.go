package boundary

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"testing"

	"google.golang.org/protobuf/types/known/wrapperspb"
)

// Url is one of an LDAP auth method's server URLs.
type Url struct {
	AuthMethodId   string
	ServerPriority int
	ServerUrl      string
}

// NewUrl makes a server URL of the auth method.
func NewUrl(ctx context.Context, authMethodId string, priority int, u *url.URL) (*Url, error) {
	if u == nil {
		return nil, errors.New("missing url")
	}
	return &Url{AuthMethodId: authMethodId, ServerPriority: priority, ServerUrl: u.String()}, nil
}

// TestConvertToUrls parses the URLs, failing the test on error.
func TestConvertToUrls(t testing.TB, urls ...string) []*url.URL {
	t.Helper()
	var converted []*url.URL
	for _, s := range urls {
		u, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		converted = append(converted, u)
	}
	return converted
}

// AuthMethod is an LDAP auth method.
type AuthMethod struct {
	PublicId string
	Urls     []string
}

// validate checks the auth method's URLs.
func (am *AuthMethod) validate() error {
	for _, s := range am.Urls {
		u, err := url.Parse(s)
		if err != nil {
			return fmt.Errorf("failed to parse address: %w", err)
		}
		if u.Scheme != "ldap" && u.Scheme != "ldaps" {
			return fmt.Errorf("scheme %q is not ldap or ldaps", u.Scheme)
		}
		if p := u.Port(); p != "" {
			if n, err := strconv.Atoi(p); err != nil || n > 65535 {
				return fmt.Errorf("port %s in url %s is not valid", p, s)
			}
		}
	}
	return nil
}

// OidcAttributes are the attributes of an OIDC auth method or account.
type OidcAttributes struct {
	Issuer                            *wrapperspb.StringValue
	ApiUrlPrefix                      string
	CallbackUrl                       string
	DisableDiscoveredConfigValidation bool
}

// normalizeIssuer drops the discovery document from an issuer.
func normalizeIssuer(issuer string) (string, error) {
	u, err := url.Parse(issuer)
	if err != nil {
		return "", err
	}
	u.Path = trimWellKnown(u.Path)
	return u.String(), nil
}

func trimWellKnown(p string) string {
	const wk = ".well-known/openid-configuration"
	if len(p) >= len(wk) && p[len(p)-len(wk):] == wk {
		return p[:len(p)-len(wk)]
	}
	return p
}

// updateAuthMethod applies the attributes and gives back what is stored.
func updateAuthMethod(attrs OidcAttributes) (OidcAttributes, error) {
	if attrs.CallbackUrl != "" {
		return OidcAttributes{}, errors.New("callback url is read only")
	}
	if attrs.Issuer.GetValue() != "" {
		iss, err := normalizeIssuer(attrs.Issuer.GetValue())
		if err != nil {
			return OidcAttributes{}, err
		}
		attrs.Issuer = wrapperspb.String(iss)
	}
	return attrs, nil
}
