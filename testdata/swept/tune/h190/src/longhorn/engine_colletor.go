package longhorn

import "strings"

// RebuildProgress is a stand-in for longhorn.RebuildStatus with source replicas.
type RebuildProgress struct {
	IsRebuilding           bool
	FromReplicaAddressList []string
}

func collectRebuildMetrics(rebuildStatus map[string]*RebuildProgress) map[string]string {
	out := map[string]string{}
	for addr, rs := range rebuildStatus {
		if rs.IsRebuilding {
			// Source: github.com/longhorn/longhorn-manager/metrics_collector/engine_colletor.go:189 (sink: the bare scheme prefix is only trimmed with strings.TrimPrefix)
			replicaAddress := strings.TrimPrefix(addr, "tcp://") // lookalike
			srcAddressList := make([]string, 0, len(rs.FromReplicaAddressList))
			for _, tcpAddr := range rs.FromReplicaAddressList {
				// Source: github.com/longhorn/longhorn-manager/metrics_collector/engine_colletor.go:192 (sink: the bare scheme prefix is only trimmed with strings.TrimPrefix)
				srcAddressList = append(srcAddressList, strings.TrimPrefix(tcpAddr, "tcp://")) // lookalike
			}
			out[replicaAddress] = strings.Join(srcAddressList, ",")
		}
	}
	return out
}
