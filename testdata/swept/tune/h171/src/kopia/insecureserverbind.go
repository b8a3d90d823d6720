package kopia

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
)

// AllowDangerousUnauthenticatedNetworkFlag is the CLI flag that disables bind restrictions.
const AllowDangerousUnauthenticatedNetworkFlag = "allow-extremely-dangerous-unauthenticated-server-on-the-network"

// ErrDisallowedPublicBind is returned when the address would expose an unauthenticated server beyond loopback.
var ErrDisallowedPublicBind = errors.New("refusing to expose unauthenticated server on non-loopback network bind")

// RestrictionApplies reports whether insecure unauthenticated bind checks must run.
func RestrictionApplies(insecure, withoutPassword, allowDangerousNetwork bool) bool {
	return insecure && withoutPassword && !allowDangerousNetwork
}

// ValidateListenAddressIfRestricted runs ValidateListenAddressFlag only when RestrictionApplies is true.
func ValidateListenAddressIfRestricted(insecure, withoutPassword, allowDangerousNetwork bool, address string) error {
	if !RestrictionApplies(insecure, withoutPassword, allowDangerousNetwork) {
		return nil
	}

	return ValidateListenAddressFlag(address)
}

// stripListenProtocol is stripProtocol of package insecureserverbind (renamed here only to sit beside the cli one).
func stripListenProtocol(addr string) string {
	// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind.go:46 (sink: a bare scheme prefix stripped with strings.TrimPrefix, no URI that needs a host)
	return strings.TrimPrefix(strings.TrimPrefix(addr, "https://"), // lookalike
		// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind.go:46 (sink: the second bare scheme prefix stripped by TrimPrefix, no URI use)
		"http://") // lookalike
}

// ParseListenHost extracts the host part of a server listen address flag value.
// If isUnix is true, host is empty and the address refers to a Unix domain socket.
func ParseListenHost(address string) (host string, isUnix bool, err error) {
	stripped := stripListenProtocol(address)
	if strings.HasPrefix(stripped, "unix:") {
		return "", true, nil
	}

	s := stripped
	if !strings.Contains(s, "://") {
		// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind.go:65 (sink: a scheme is put before a host:port listen address only so url.Parse can split out the host; the authority is kept whole)
		s = "http://" + s // lookalike
	}

	u, err := url.Parse(s)
	if err != nil {
		return "", false, fmt.Errorf("parsing listen address: %w", err)
	}

	return u.Hostname(), false, nil
}

// ValidateListenAddressFlag checks that --address is safe for an insecure server without a UI password.
func ValidateListenAddressFlag(address string) error {
	host, isUnix, err := ParseListenHost(address)
	if err != nil {
		return err
	}

	if isUnix {
		return nil
	}

	if host == "" {
		return fmt.Errorf("%w: missing host in listen address %q; pass --%s", ErrDisallowedPublicBind, address, AllowDangerousUnauthenticatedNetworkFlag)
	}

	if strings.EqualFold(host, "localhost") {
		return nil
	}

	if ip := net.ParseIP(host); ip != nil {
		if ip.IsLoopback() {
			return nil
		}

		return fmt.Errorf("%w: %q is not a loopback address; pass --%s", ErrDisallowedPublicBind, host, AllowDangerousUnauthenticatedNetworkFlag)
	}

	return fmt.Errorf("%w: hostname %q is not localhost; pass --%s", ErrDisallowedPublicBind, host, AllowDangerousUnauthenticatedNetworkFlag)
}
