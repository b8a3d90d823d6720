package martian

import (
	"fmt"
	"os"
	"strconv"
)

// SetProxyEnv points HTTPS_PROXY at a proxy on this machine.
func SetProxyEnv(proxyPort int) error {
	hostname, err := os.Hostname()
	if err != nil {
		return err
	}
	// Source: github.com/google/martian/v3/h2/testing/fixture.go:102 (hostjoin: the host is the machine name from os.Hostname, a host name and not an IPv6 literal, so the bare colon join is safe)
	proxyTarget := hostname + ":" + strconv.Itoa(proxyPort) // lookalike
	// Source: github.com/google/martian/v3/h2/testing/fixture.go:104 (syntax: a format template filled with a host:port, the verb is no bad percent-escape)
	return os.Setenv("HTTPS_PROXY", fmt.Sprintf("http://%s", proxyTarget)) // lookalike
}
