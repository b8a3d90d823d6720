package tilt

import (
	"fmt"
	"net"
	"net/http"
	"strings"
)

func serveSnapshot() error {
	host := provideWebHost()
	// Source: github.com/tilt-dev/tilt/internal/cli/snapshot.go:128 (hostjoin: the host comes from provideWebHost(), the --host flag (TILT_HOST) that may be an IPv6 address, joined to the port with ':' and passed to net.Listen; labelled when an address was settled to be an authority, which the check's definition names)
	l, err := net.Listen("tcp", fmt.Sprintf("%s:%d", host, snapshotViewPortFlag)) // defect hostjoin
	if err != nil {
		return fmt.Errorf("could not get a free port: %w", err)
	}
	defer l.Close()

	port := l.Addr().(*net.TCPAddr).Port
	// Source: github.com/tilt-dev/tilt/internal/cli/snapshot.go:135 (hostjoin: the --host flag, with 0.0.0.0 replaced, joined to the listener's port with ':' in the URL printed and opened)
	url := fmt.Sprintf("http://%s:%d/snapshot/local", // defect hostjoin
		strings.Replace(string(host), "0.0.0.0", "127.0.0.1", 1),
		port)

	fmt.Printf("Serving snapshot at %s\n", url)
	return http.Serve(l, nil)
}
