package longhorn

import (
	"net"
	"strconv"
	"strings"
)

// Replica is a stand-in for longhorn.Replica.
type Replica struct {
	Name      string
	StorageIP string
	Port      int
}

// ReplicaAddressToReplicaName will directly return the address if the format
// is invalid or the replica is not found.
func ReplicaAddressToReplicaName(address string, rs []*Replica) string {
	// Source: github.com/longhorn/longhorn-manager/datastore/longhorn.go:2574 (sink: the bare scheme prefix is only trimmed with strings.TrimPrefix)
	addr := strings.TrimPrefix(address, "tcp://") // lookalike
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return address
	}
	for _, r := range rs {
		if host == r.StorageIP && port == strconv.Itoa(r.Port) {
			return r.Name
		}
	}
	return address
}

// ReplicaAddressListToReplicaNameList maps replica URLs to replica names.
func ReplicaAddressListToReplicaNameList(addresses []string, rs []*Replica) (replicaNames []string) {
	replicaNames = make([]string, 0, len(addresses))
	for _, address := range addresses {
		// Source: github.com/longhorn/longhorn-manager/datastore/longhorn.go:2601 (sink: the bare scheme prefix is only trimmed with strings.TrimPrefix)
		addr := strings.TrimPrefix(address, "tcp://") // lookalike
		if _, _, err := net.SplitHostPort(addr); err != nil {
			return addresses
		}
		replicaNames = append(replicaNames, ReplicaAddressToReplicaName(address, rs))
	}
	return replicaNames
}
