package longhorn

import (
	"context"
	"fmt"

	imclient "github.com/longhorn/longhorn-instance-manager/pkg/client"
	imutil "github.com/longhorn/longhorn-instance-manager/pkg/util"
)

// NewDiskServiceClient connects to the disk service of a running instance manager.
func NewDiskServiceClient(im *InstanceManager) (*imclient.DiskServiceClient, error) {
	if im.Status.IP == "" {
		return nil, fmt.Errorf("%v instance manager status IP is missing", im.Name)
	}

	// Source: github.com/longhorn/longhorn-manager/engineapi/disk_service.go:29 (hostjoin: imutil.GetURL joins IP and port with net.JoinHostPort before the tcp scheme is prefixed)
	endpoint := "tcp://" + imutil.GetURL(im.Status.IP, InstanceManagerDiskServiceDefaultPort) // lookalike

	ctx, cancel := context.WithCancel(context.Background())
	return imclient.NewDiskServiceClient(ctx, cancel, endpoint, nil)
}
