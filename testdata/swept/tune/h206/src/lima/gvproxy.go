package lima

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// transport is a stand-in for gvisor-tap-vsock's pkg/transport: Listen
// parses the endpoint URL and listens on its Path for the unix scheme.
var transport transportPkg

type transportPkg struct{}

func (transportPkg) Listen(endpoint string) (net.Listener, error) {
	parsed, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	if parsed.Scheme != "unix" {
		return nil, fmt.Errorf("unexpected scheme %q", parsed.Scheme)
	}
	return net.Listen("unix", parsed.Path)
}

type GVProxyOpts struct {
	Endpoint string
}

func run(opts GVProxyOpts, mux *http.ServeMux) error {
	// Source: github.com/lima-vm/lima/v2/pkg/networks/usernet/gvproxy.go:103 (escaper: the endpoint is the usernet socket path Lima builds under its networks dir, given in the unix:// plus absolute-path form the transport reads back as Path, the sink's own form under rule 5)
	ln, err := transport.Listen(fmt.Sprintf("unix://%s", opts.Endpoint)) // lookalike
	if err != nil {
		return err
	}
	return http.Serve(ln, mux)
}

// VirtualNetwork is a stand-in for gvisor-tap-vsock's virtualnetwork.VirtualNetwork.
type VirtualNetwork struct{}

func (n *VirtualNetwork) DialContextTCP(ctx context.Context, addr string) (net.Conn, error) {
	var d net.Dialer
	return d.DialContext(ctx, "tcp", addr)
}

func muxWithExtension(n *VirtualNetwork) *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("/extension/wait_port", func(w http.ResponseWriter, r *http.Request) {
		ip := r.URL.Query().Get("ip")
		if net.ParseIP(ip) == nil {
			http.Error(w, fmt.Sprintf("invalid ip address: %s", ip), http.StatusBadRequest)
			return
		}
		port16, err := strconv.ParseUint(r.URL.Query().Get("port"), 10, 16)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		port := uint16(port16)
		// Source: github.com/lima-vm/lima/v2/pkg/networks/usernet/gvproxy.go:259 (hostjoin: an ip the handler accepts through net.ParseIP, IPv6 included, is joined to the port by %s:%d into the dial address, broken for IPv6; net.JoinHostPort is right, a defect by the hostjoin row)
		addr := fmt.Sprintf("%s:%d", ip, port) // defect hostjoin
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		conn, err := n.DialContextTCP(ctx, addr)
		if err != nil {
			http.Error(w, err.Error(), http.StatusRequestTimeout)
			return
		}
		conn.Close()
		w.WriteHeader(http.StatusOK)
	})
	return m
}
