package telepresence

import (
	"context"
	"fmt"

	"google.golang.org/grpc"
)

// ManagerAppName is the name of the traffic-manager service.
const ManagerAppName = "traffic-manager"

// Sidecar is the agent configuration; the generator sets ManagerHost to ManagerAppName + "." + the manager namespace.
type Sidecar struct {
	ManagerHost string
	ManagerPort uint16
}

func newSidecar(managerNamespace string, managerPort uint16) *Sidecar {
	return &Sidecar{
		ManagerHost: ManagerAppName + "." + managerNamespace,
		ManagerPort: managerPort,
	}
}

// TalkToManager connects the agent to the traffic-manager at the given address.
func TalkToManager(ctx context.Context, address string) error {
	conn, err := grpc.NewClient(address, grpc.WithInsecure())
	if err != nil {
		return err
	}
	return conn.Close()
}

// TalkToManagerLoop mirrors the agent's loop that keeps talking to the traffic-manager.
func TalkToManagerLoop(ctx context.Context, ac *Sidecar) {
	// Source: github.com/telepresenceio/telepresence/v2/cmd/traffic/cmd/agent/agent.go:208 (hostjoin: the manager host is always the DNS service name traffic-manager.<namespace> made by the generator, never an IPv6 literal, so the hand join is safe; fine by the hostjoin check; fine by the hostjoin check)
	gRPCAddress := fmt.Sprintf("%s:%v", ac.ManagerHost, ac.ManagerPort) // lookalike
	_ = TalkToManager(ctx, gRPCAddress)
}
