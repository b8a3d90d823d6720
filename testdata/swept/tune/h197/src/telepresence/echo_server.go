package telepresence

import (
	"fmt"
	"io"
	"net"
	"net/http"
)

// runEchoServer mirrors the echo server's main: it listens on each port, on addr when set.
func runEchoServer(addr string, ports []string) error {
	for _, port := range ports {
		var addrPort string
		if addr == "" {
			// Source: github.com/telepresenceio/telepresence/v2/integration_test/testdata/echo-server/main.go:76 (hostjoin: a listen address with no host, all interfaces, so there is no host to bracket; fine by the hostjoin check; fine by the hostjoin check)
			addrPort = ":" + port // lookalike
			fmt.Printf("Echo server listening on port %s.\n", port)
		} else {
			// Source: github.com/telepresenceio/telepresence/v2/integration_test/testdata/echo-server/main.go:79 (hostjoin: the listen address and port are joined with net.JoinHostPort; fine by the hostjoin check; fine by the hostjoin check)
			addrPort = net.JoinHostPort(addr, port) // lookalike
			fmt.Printf("Echo server listening on %s.\n", addrPort)
		}
		go func() {
			_ = http.ListenAndServe(addrPort, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				_, _ = io.WriteString(w, websocketHTML)
			}))
		}()
	}
	return nil
}

// runUDPEcho mirrors the udp-echo server's main: it listens for UDP packets on each port.
func runUDPEcho(ports []string) error {
	for _, port := range ports {
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/testdata/udp-echo/main.go:28 (hostjoin: a UDP listen address with no host, only the port, so there is no host to bracket; fine by the hostjoin check; fine by the hostjoin check)
		pc, err := net.ListenPacket("udp", ":"+port) // lookalike
		if err != nil {
			return err
		}
		pc.Close()
	}
	return nil
}
