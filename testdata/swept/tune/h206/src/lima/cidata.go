package lima

import (
	"net"
	"net/url"
	"strings"
)

// SlirpGateway is a stand-in for networks.SlirpGateway.
const SlirpGateway = "192.168.5.2"

var netLookupIP = func(host string) []net.IP {
	ips, _ := net.LookupIP(host)
	return ips
}

// setupEnv replaces a loopback host in the proxy settings with the slirp
// gateway address, so the guest can reach a proxy that runs on the host.
func setupEnv(env map[string]string, slirpGateway string) (map[string]string, error) {
	lowerVars := []string{"ftp_proxy", "http_proxy", "https_proxy", "no_proxy"}
	for _, name := range lowerVars {
		value, ok := env[name]
		if ok && value == "" {
			delete(env, name)
		} else if ok && !strings.EqualFold(name, "no_proxy") {
			u, err := url.Parse(value)
			if err != nil {
				logrus.Warnf("Ignoring invalid proxy %#q=%v: %s", name, value, err)
				continue
			}
			for _, ip := range netLookupIP(u.Hostname()) {
				if ip.IsLoopback() {
					newHost := slirpGateway
					if u.Port() != "" {
						// Source: github.com/lima-vm/lima/v2/pkg/cidata/cidata.go:93 (hostjoin: the gateway and the proxy's port are joined with net.JoinHostPort, the right joiner, right by the hostjoin row)
						newHost = net.JoinHostPort(newHost, u.Port()) // lookalike
					}
					// Source: github.com/lima-vm/lima/v2/pkg/cidata/cidata.go:95 (hostjoin: the URL's Host is set to a bare IPv4 gateway or to the net.JoinHostPort result, no hand-made authority, right by the hostjoin row)
					u.Host = newHost // lookalike
					value = u.String()
				}
			}
			env[name] = value
		}
	}
	return env, nil
}
