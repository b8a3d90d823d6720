package fabio

import (
	"fmt"
	"net"
	"runtime"
	"strconv"
	"strings"
)

type consulConfig struct {
	CheckScheme string
}

// checkURL is the health-check URL registered with Consul.
func checkURL(cfg consulConfig, ip net.IP, port int) string {
	// Source: github.com/fabiolb/fabio/registry/consul/register.go:124 (':' join used only for IPv4; the next statement brackets an IPv6 address)
	u := fmt.Sprintf("%s://%s:%d/health", cfg.CheckScheme, ip, port) // lookalike
	if ip.To4() == nil {
		u = fmt.Sprintf("%s://[%s]:%d/health", cfg.CheckScheme, ip, port)
	}
	return u
}

type serviceEntry struct {
	Address string
	Port    int
}

// routeDst is the target of the route built for a Consul service.
func routeDst(svc serviceEntry, opts string) string {
	addr := svc.Address
	if runtime.GOOS == "darwin" && !strings.Contains(addr, ".") {
		addr += ".local"
	}
	addr = net.JoinHostPort(addr, strconv.Itoa(svc.Port))
	// Source: github.com/fabiolb/fabio/registry/consul/routecmd.go:57 (host:port built with net.JoinHostPort, so an IPv6 service address gets brackets)
	dst := "http://" + addr + "/" // lookalike
	if opts == "proto=https" {
		dst = "https://" + addr
	}
	return dst
}
