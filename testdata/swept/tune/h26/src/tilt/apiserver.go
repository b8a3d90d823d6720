package tilt

import (
	"fmt"
	"net"
)

// WebListener listens for the web UI.
type WebListener net.Listener

// ProvideWebListener listens on host and port.
func ProvideWebListener(host WebHost, port WebPort) (WebListener, error) {
	// Source: github.com/tilt-dev/tilt/internal/hud/server/apiserver.go:97 (hostjoin: the host is the exported function's WebHost parameter, the type of the --host flag (TILT_HOST), joined to the port with ':' and passed to net.Listen; only the test passes the literal "localhost"; labelled when an address was settled to be an authority, which the check's definition names)
	webListener, err := net.Listen("tcp", fmt.Sprintf("%s:%d", string(host), int(port))) // defect hostjoin
	if err != nil {
		return nil, err
	}
	return webListener, nil
}
