package longhorn

import (
	"fmt"
	"strconv"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

// ShardStatus is a stand-in for longhorn.ShardStatus; StorageIP may be an IPv6
// address on an IPv6 or dual-stack storage network.
type ShardStatus struct {
	StorageIP string
	Port      int
}

// Shard is a stand-in for longhorn.Shard.
type Shard struct {
	Name   string
	Status ShardStatus
}

// ShardGroupShardReplaceRequest is a stand-in for the spdkrpc request; ShardAddress is host:port.
type ShardGroupShardReplaceRequest struct {
	ShardGroupName string
	ShardName      string
	ShardAddress   string
}

func shardGroupShardReplace(req *ShardGroupShardReplaceRequest) error { return nil }

func triggerShardReplace(shardGroupName string, shard *Shard, livePort int) error {
	// Source: github.com/longhorn/longhorn-manager/controller/shard_group_controller.go:955 (hostjoin: storage IP and port joined with %s:%d into the NVMe-oF shard address sent to SPDK, which breaks for an IPv6 storage IP)
	shardAddress := fmt.Sprintf("%s:%d", shard.Status.StorageIP, livePort) // defect hostjoin
	return shardGroupShardReplace(&ShardGroupShardReplaceRequest{
		ShardGroupName: shardGroupName,
		ShardName:      shard.Name,
		ShardAddress:   shardAddress,
	})
}

// buildECShardAddressMap builds the slot-to-address map ("ip:port") that is
// passed to SPDK as ShardAddressMap.
func buildECShardAddressMap(shards []*Shard) map[string]string {
	addrMap := map[string]string{}
	for slotIndex, shard := range shards {
		if shard.Status.StorageIP == "" || shard.Status.Port == 0 {
			continue
		}
		// Source: github.com/longhorn/longhorn-manager/controller/shard_group_controller.go:1173 (hostjoin: storage IP and port joined with %s:%d into the shard address map given to SPDK, which breaks for an IPv6 storage IP)
		addrMap[strconv.Itoa(slotIndex)] = fmt.Sprintf("%s:%d", shard.Status.StorageIP, shard.Status.Port) // defect hostjoin
	}
	return addrMap
}

// dialSPDK opens a gRPC connection to the SPDK service on the given node.
func dialSPDK(storageIP string) (*grpc.ClientConn, error) {
	// Source: github.com/longhorn/longhorn-manager/controller/shard_group_controller.go:1249 (hostjoin: pod storage IP and port joined with %s:%d into a gRPC target, which breaks for an IPv6 IP; the backing image controller joins the same pair with net.JoinHostPort)
	serviceURL := fmt.Sprintf("%s:%d", storageIP, InstanceManagerSpdkServiceDefaultPort) // defect hostjoin

	conn, err := grpc.NewClient(serviceURL,
		grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithNoProxy(),
		grpc.WithDisableServiceConfig(),
	)
	if err != nil {
		return nil, fmt.Errorf("failed to connect to SPDK service at %v: %v", serviceURL, err)
	}
	return conn, nil
}
