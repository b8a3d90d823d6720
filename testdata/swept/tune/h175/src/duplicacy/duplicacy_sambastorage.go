package duplicacy

import (
	"fmt"
	"net"
)

// netDial is net.Dial, the function the source calls (held in a variable so plain go vet builds the case).
var netDial = net.Dial

// CreateSambaStorage connects to the SMB server named in smb://user@server:port/share/path.
func CreateSambaStorage(server string, port int, username string, password string) (net.Conn, error) {
	// Source: github.com/gilbertchen/duplicacy/src/duplicacy_sambastorage.go:33 (hostjoin: host and port are joined with %s:%d into the dial address, which breaks for an IPv6 host; net.JoinHostPort is right, by the hostjoin check)
	connection, err := netDial("tcp", fmt.Sprintf("%s:%d", server, port)) // defect hostjoin
	if err != nil {
		return nil, err
	}
	return connection, nil
}
