package longhorn

import (
	"fmt"
	"net"
	"strings"
)

const (
	// Source: github.com/longhorn/longhorn-manager/engineapi/types.go:58 (sink: a bare scheme prefix joined to a host:port and an IQN path, and searched for with strings.Contains)
	EndpointISCSIPrefix = "iscsi://" // lookalike
	DefaultISCSIPort    = "3260"
	DefaultISCSILUN     = "1"
)

// GetBackendReplicaURL returns the replica URL; address is host:port built by imutil.GetURL.
func GetBackendReplicaURL(address string) string {
	// Source: github.com/longhorn/longhorn-manager/engineapi/types.go:283 (hostjoin: the address is a host:port made by net.JoinHostPort in imutil.GetURL)
	return "tcp://" + address // lookalike
}

func GetAddressFromBackendReplicaURL(url string) string {
	// tcp://<address>:<Port>
	// Source: github.com/longhorn/longhorn-manager/engineapi/types.go:288 (sink: the bare scheme prefix is only trimmed with strings.TrimPrefix)
	return strings.TrimPrefix(url, "tcp://") // lookalike
}

func ValidateReplicaURL(url string) error {
	// Source: github.com/longhorn/longhorn-manager/engineapi/types.go:292 (sink: the bare scheme prefix is only compared with strings.HasPrefix)
	if !strings.HasPrefix(url, "tcp://") { // lookalike
		return fmt.Errorf("invalid replica url %v", url)
	}
	return nil
}

// GetISCSIEndpoint builds iscsi://10.42.0.12:3260/iqn.2014-09.com.rancher:vol-name/1.
func GetISCSIEndpoint(endpoint, ip string) (string, error) {
	if ip == "" {
		return "", fmt.Errorf("iscsi endpoint %v is missing ip", endpoint)
	}
	// Source: github.com/longhorn/longhorn-manager/engineapi/types.go:346 (hostjoin: IP and iSCSI port joined with net.JoinHostPort; uniform sample 9 of 12 identical JoinHostPort calls)
	formattedIPPort := net.JoinHostPort(ip, DefaultISCSIPort) // lookalike
	// Source: github.com/longhorn/longhorn-manager/engineapi/types.go:347 (escaper: the target IQN is made of letters, digits, dots, dashes and colons, all allowed raw in a path segment)
	return EndpointISCSIPrefix + formattedIPPort + "/" + endpoint + "/" + DefaultISCSILUN, nil // lookalike
}
