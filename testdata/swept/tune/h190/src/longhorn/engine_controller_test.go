package longhorn

import "testing"

// RebuildStatus is a stand-in for longhorn.RebuildStatus.
type RebuildStatus struct {
	IsRebuilding bool
}

func TestVerifyCompletedRebuild(t *testing.T) {
	const (
		addrRW = "10.0.0.1:10000"
		addrWO = "10.0.0.2:10000"
		// Source: github.com/longhorn/longhorn-manager/controller/engine_controller_test.go:217 (hostjoin: a replica URL from a constant IPv4 host:port, the form GetBackendReplicaURL builds)
		urlRW = "tcp://" + addrRW // lookalike
		// Source: github.com/longhorn/longhorn-manager/controller/engine_controller_test.go:218 (hostjoin: same replica URL form from a constant IPv4 address)
		urlWO = "tcp://" + addrWO // lookalike
	)
	rebuildStatus := map[string]*RebuildStatus{
		urlRW: {IsRebuilding: false},
		urlWO: {IsRebuilding: false},
	}
	if GetBackendReplicaURL(addrWO) != urlWO || len(rebuildStatus) != 2 {
		t.Fatal("replica URL mismatch")
	}
}
