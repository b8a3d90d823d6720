package tilt

import (
	"fmt"
	"net"
)

// WebListener listens for the web UI.
type WebListener net.Listener

// ProvideWebListener listens on host and port.
func ProvideWebListener(host WebHost, port WebPort) (WebListener, error) {
	webListener, err := net.Listen("tcp", fmt.Sprintf("%s:%d", string(host), int(port)))
	if err != nil {
		return nil, err
	}
	return webListener, nil
}
