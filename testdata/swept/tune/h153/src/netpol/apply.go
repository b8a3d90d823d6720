// Package netpol holds cases rewritten from sigs.k8s.io/network-policy-api.
package netpol

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
)

func getContentsFromPathOrURL(ctx context.Context, location string) ([]byte, error) {
	// Source: sigs.k8s.io/network-policy-api/conformance/utils/kubernetes/apply.go:186 (hostform: the bare scheme prefix is a HasPrefix test that rejects plain-http locations, not a URI with an empty host)
	if strings.HasPrefix(location, "http://") { // lookalike
		return nil, fmt.Errorf("data can't be retrieved from %s: http is not supported, use https", location)
		// Source: sigs.k8s.io/network-policy-api/conformance/utils/kubernetes/apply.go:188 (hostform: the bare scheme prefix is a HasPrefix test that selects remote fetching, not a URI with an empty host)
	} else if strings.HasPrefix(location, "https://") { // lookalike
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, location, nil)
		if err != nil {
			return nil, err
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return io.ReadAll(resp.Body)
	}
	return os.ReadFile(location)
}

func connectCommand(targetHost string, targetPort int32) []string {
	// Source: sigs.k8s.io/network-policy-api/conformance/utils/kubernetes/helper.go:83 (hostjoin: net.JoinHostPort brackets an IPv6 target host itself, so the host:port argument is well formed)
	ipPortArg := net.JoinHostPort(targetHost, fmt.Sprintf("%d", targetPort)) // lookalike
	return []string{"/agnhost", "connect", "--protocol=tcp", ipPortArg}
}
