package lima

import (
	"fmt"
	"io"
	"runtime"
)

// printTunnelHint tells the user how to use the SOCKS tunnel started on port.
func printTunnelHint(stdout io.Writer, inst *Instance, port int) {
	switch runtime.GOOS {
	case "darwin":
		fmt.Fprint(stdout, "- Server: 127.0.0.1\n")
		fmt.Fprintf(stdout, "- Port: %d\n", port)
	default:
		// Source: github.com/lima-vm/lima/v2/cmd/limactl/tunnel.go:135 (port: the %d hole is filled with the integer SOCKS port, and the URL is printed inside a hint sentence, prose by rule 4)
		fmt.Fprintf(stdout, "Set `ALL_PROXY=socks5h://127.0.0.1:%d`, etc.\n", port) // lookalike
	}
	// Source: github.com/lima-vm/lima/v2/cmd/limactl/tunnel.go:137 (plainhttp: printed hint text (rule 4) naming a host under the private-use .internal domain reached through the tunnel, no public Internet host)
	fmt.Fprintf(stdout, "The instance can be connected from the host as <http://%s.internal> via a web browser.\n", inst.Hostname) // lookalike
}
