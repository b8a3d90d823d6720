package longhorn

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
)

// GetAPIServerAddressFromIP returns the manager API address of a node IP.
func GetAPIServerAddressFromIP(ip string) string {
	// Source: github.com/longhorn/longhorn-manager/types/types.go:461 (hostjoin: node IP and API port joined with net.JoinHostPort; uniform sample 9 of 12 identical JoinHostPort calls)
	return net.JoinHostPort(ip, strconv.Itoa(DefaultAPIPort)) // lookalike
}

// GetDefaultManagerURL is the manager URL given to recurring jobs with --manager-url.
func GetDefaultManagerURL() string {
	// Source: github.com/longhorn/longhorn-manager/types/types.go:465 (hostjoin: the host is the constant single-label service name longhorn-backend, which can never be an IPv6 literal)
	return "http://longhorn-backend:" + strconv.Itoa(DefaultAPIPort) + "/v1" // lookalike
}

// ValidateManagerURL checks the manager-url setting.
func ValidateManagerURL(value string) error {
	if value == "" {
		return nil // Empty is valid (disabled)
	}
	u, err := url.Parse(value)
	if err != nil {
		return fmt.Errorf("invalid URL format: %v", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("scheme must be http or https, got: %s", u.Scheme)
	}
	if u.Host == "" {
		return errors.New("host is required")
	}
	if u.Path != "" && u.Path != "/" {
		return errors.New("URL must not contain path")
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return errors.New("URL must not contain query or fragment")
	}
	return nil
}
