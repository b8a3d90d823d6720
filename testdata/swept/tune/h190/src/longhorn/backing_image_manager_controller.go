package longhorn

import (
	"net"
	"strconv"
)

// Fetch is a stand-in for BackingImageManagerClient.Fetch; dataSourceAddress is host:port.
func (c *BackingImageManagerClient) Fetch(name, uuid, checksum, dataSourceAddress string, size int64) error {
	return nil
}

func fetchFirstFile(cli *BackingImageManagerClient, name, uuid, checksum, storageIP string, size int64) error {
	// Source: github.com/longhorn/longhorn-manager/controller/backing_image_manager_controller.go:762 (hostjoin: storage IP and port joined with net.JoinHostPort; uniform sample 9 of 12 identical JoinHostPort calls)
	return cli.Fetch(name, uuid, checksum, net.JoinHostPort(storageIP, strconv.Itoa(BackingImageDataSourceDefaultPort)), size) // lookalike
}
