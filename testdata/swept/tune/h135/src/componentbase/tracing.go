// Package componentbase holds cases rewritten from k8s.io/component-base.
package componentbase

import (
	"fmt"
	"net/url"
	"strings"
)

func validateEndpoint(endpoint string) error {
	if !strings.Contains(endpoint, "//") {
		// Source: k8s.io/component-base/tracing/api/v1/config.go:67 (sink: a scheme is prefixed only to validate the endpoint, under a strings.Contains condition, rule 5)
		endpoint = "dns://" + endpoint // lookalike
	}
	u, err := url.Parse(endpoint)
	if err != nil {
		return err
	}
	switch u.Scheme {
	case "dns", "unix", "unix-abstract":
		return nil
	}
	// Source: k8s.io/component-base/tracing/api/v1/config.go:84 (syntax: a reference link inside an error message is prose, rule 4)
	return fmt.Errorf("unsupported scheme: %v.  Options are none, dns, unix, or unix-abstract.  See https://github.com/grpc/grpc/blob/master/doc/naming.md", u.Scheme) // lookalike
}
