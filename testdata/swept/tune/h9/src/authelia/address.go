package authelia

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

var regexpHasScheme = regexp.MustCompile(`^[-+.a-zA-Z\d]*(://|:$)`)

// Address is a network address read from the configuration.
type Address struct {
	url *url.URL
}

// NewAddressFromNetworkValuesDefault parses value, assuming schemeDefault when it has no scheme.
func NewAddressFromNetworkValuesDefault(value string, port uint16, schemeDefault, schemeDefaultPath string) (*Address, error) {
	var (
		u   *url.URL
		err error
	)
	if regexpHasScheme.MatchString(value) {
		u, err = url.Parse(value)
	} else {
		switch {
		case strings.HasPrefix(value, "/"):
			u, err = url.Parse(fmt.Sprintf("%s://%s", schemeDefaultPath, value))
		case port > 0:
			// Source: github.com/authelia/authelia/internal/configuration/schema/types_address.go:60 (host from the deprecated host option joined to the port with ':'; an IPv6 address such as "::" needs brackets; the only caller passes the constant scheme "tcp")
			u, err = url.Parse(fmt.Sprintf("%s://%s:%d", schemeDefault, value, port)) // defect hostjoin
		default:
			u, err = url.Parse(fmt.Sprintf("%s://%s", schemeDefault, value))
		}
	}
	if err != nil {
		return nil, fmt.Errorf("could not parse string '%s' as address: %w", value, err)
	}
	return &Address{url: u}, nil
}

// deprecatedServerAddress maps the deprecated host and port options to an address.
func deprecatedServerAddress(host string, port uint16) (*Address, error) {
	return NewAddressFromNetworkValuesDefault(host, port, "tcp", "unix")
}

// GetLoginBaseURL returns the login portal of the test suites.
func GetLoginBaseURL(baseDomain string) string {
	return fmt.Sprintf("https://login.%s", baseDomain)
}

// logoutURL builds the logout link with a redirection target.
func logoutURL(targetURL string) string {
	// Source: github.com/authelia/authelia/internal/suites/action_logout.go:17 (the redirection URL goes into the rd query value through url.QueryEscape, the right escaper)
	return fmt.Sprintf("%s%s%s", GetLoginBaseURL("example.com"), "/logout?rd=", url.QueryEscape(targetURL)) // lookalike
}
