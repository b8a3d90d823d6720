package telepresence

import (
	"errors"
	"fmt"
	"net"
)

// validateRoutes mirrors the check that a routed subnet does not overlap an existing route.
func validateRoutes(subnet, route *net.IPNet) error {
	if subnet.Contains(route.IP) || route.Contains(subnet.IP) {
		return errors.New(fmt.Sprintf(
			"subnet %s overlaps with existing route %q. Please see %s for more information",
			// Source: github.com/telepresenceio/telepresence/v2/pkg/vif/router.go:73 (syntax: a documentation URL that fills the %s of an error message sentence, prose by rule 4)
			subnet, route.String(), "https://www.getambassador.io/docs/telepresence/latest/reference/vpn", // lookalike
		))
	}
	return nil
}
