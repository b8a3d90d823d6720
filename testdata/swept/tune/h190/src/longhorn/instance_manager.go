package longhorn

import (
	"context"
	"fmt"

	imclient "github.com/longhorn/longhorn-instance-manager/pkg/client"
	imutil "github.com/longhorn/longhorn-instance-manager/pkg/util"
)

// NewInstanceManagerClient connects to the process manager or instance service.
func NewInstanceManagerClient(im *InstanceManager) (interface{}, error) {
	if im.Status.IP == "" {
		return nil, fmt.Errorf("invalid instance manager %v, IP %v", im.Name, im.Status.IP)
	}

	// Source: github.com/longhorn/longhorn-manager/engineapi/instance_manager.go:131 (hostjoin: imutil.GetURL joins IP and port with net.JoinHostPort)
	endpoint := "tcp://" + imutil.GetURL(im.Status.IP, InstanceManagerProcessManagerServiceDefaultPort) // lookalike
	if im.Status.APIVersion < 4 {
		ctx, cancel := context.WithCancel(context.Background())
		return imclient.NewProcessManagerClient(ctx, cancel, endpoint, nil)
	}

	// Source: github.com/longhorn/longhorn-manager/engineapi/instance_manager.go:174 (hostjoin: imutil.GetURL joins IP and port with net.JoinHostPort)
	endpoint = "tcp://" + imutil.GetURL(im.Status.IP, InstanceManagerInstanceServiceDefaultPort) // lookalike
	ctx, cancel := context.WithCancel(context.Background())
	return imclient.NewInstanceServiceClient(ctx, cancel, endpoint, nil)
}
