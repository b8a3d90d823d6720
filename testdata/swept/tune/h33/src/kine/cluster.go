// Package kine holds cases rewritten from github.com/k3s-io/kine.
package kine

// authorityURL returns the URL of the authority the client connected to;
// authList holds the gRPC ":authority" metadata, which is already host:port.
func authorityURL(scheme string, authList []string) string {
	authority := "127.0.0.1:2379"
	if len(authList) > 0 {
		authority = authList[0]
	}
	// Source: github.com/k3s-io/kine/pkg/server/cluster.go:63 (hostjoin: the authority comes whole from the gRPC authority header or a constant, already host:port, so no bare host is joined to a port here.)
	return scheme + "://" + authority // lookalike
}
