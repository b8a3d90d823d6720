package softserve

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
)

// RepoURL returns the URL to clone a repository from.
func RepoURL(publicURL, name string) string {
	name = strings.Trim(name, "/") + ".git"
	u, err := url.Parse(publicURL)
	if err == nil {
		switch u.Scheme {
		case "ssh":
			port := u.Port()
			if port == "" || port == "22" {
				return fmt.Sprintf("git@%s:%s", u.Hostname(), name)
			}
			// Source: github.com/charmbracelet/soft-serve/pkg/ui/common/utils.go:30 (hostjoin: Hostname strips the brackets of an IPv6 host, and the port is joined back with ':', which gives "ssh://::1:2222/repo.git" for ssh://[::1]:2222)
			return fmt.Sprintf("ssh://%s:%s/%s", u.Hostname(), u.Port(), name) // defect hostjoin
		}
	}
	return fmt.Sprintf("%s/%s", publicURL, name)
}

var (
	// ErrInvalidURL is returned for a remote that cannot be parsed.
	ErrInvalidURL = errors.New("invalid url")
	// ErrAmbiguousHost is returned for a host in a rare IPv4 form.
	ErrAmbiguousHost = errors.New("ambiguous host")
	// ErrPrivateIP is returned for a host that is a private address.
	ErrPrivateIP = errors.New("private address")
)

// ValidateURL checks a webhook or mirror URL before it is fetched.
func ValidateURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Hostname() == "" {
		return ErrInvalidURL
	}
	if ip := net.ParseIP(u.Hostname()); ip != nil && (ip.IsLoopback() || ip.IsPrivate()) {
		return ErrPrivateIP
	}
	if strings.Trim(u.Hostname(), "0123456789.x") == "" {
		return ErrAmbiguousHost
	}
	return nil
}
