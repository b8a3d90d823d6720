package litefs

import (
	"fmt"
	"os"
)

// LeaseConfig holds the lease settings from the config file.
type LeaseConfig struct {
	Hostname     string
	AdvertiseURL string
}

// MountCommand mounts the file system.
type MountCommand struct {
	Lease          LeaseConfig
	AdvertiseURLFn func() string
}

func (c *MountCommand) advertiseURL(httpPort int) (string, error) {
	hostname := c.Lease.Hostname
	if hostname == "" {
		h, err := os.Hostname()
		if err != nil {
			return "", err
		}
		hostname = h
	}
	advertiseURL := c.Lease.AdvertiseURL
	if c.AdvertiseURLFn != nil {
		advertiseURL = c.AdvertiseURLFn()
	}
	if advertiseURL == "" && hostname != "" {
		// Source: github.com/superfly/litefs/cmd/litefs/mount_linux.go:347 (hostjoin: the host comes from the lease.hostname config value or os.Hostname and is joined to the port with a bare ':', so an IPv6 address in the config gives a broken URL)
		advertiseURL = fmt.Sprintf("http://%s:%d", hostname, httpPort) // defect hostjoin
	}
	return advertiseURL, nil
}
