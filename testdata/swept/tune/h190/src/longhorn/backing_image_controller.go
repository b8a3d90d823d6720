package longhorn

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
)

// BackingImageManagerClient is a stand-in for engineapi.BackingImageManagerClient.
type BackingImageManagerClient struct{ syncServerAddress string }

// PrepareDownload asks the backing image manager (over gRPC) for the file path
// and the host:port address of its sync server (a stand-in that returns the
// address the server reported).
func (c *BackingImageManagerClient) PrepareDownload(name, uuid string) (string, string, error) {
	return "/data/backing-images/" + name + "-" + uuid + "/backing", c.syncServerAddress, nil
}

// SPDKBackingImageCreate is a stand-in for the engine proxy call; fromAddress is host:port.
func SPDKBackingImageCreate(name, uuid, diskUUID, checksum, fromAddress, srcDiskUUID string, size uint64) error {
	return nil
}

func getFileDownloadAddress(bimCli *BackingImageManagerClient, name, uuid string) (string, error) {
	// get the file download address of sync server in the backing image manager
	filePath, addr, err := bimCli.PrepareDownload(name, uuid)
	if err != nil {
		return "", err
	}

	// Source: github.com/longhorn/longhorn-manager/controller/backing_image_controller.go:540 (escaper: the template is filled with a host:port address and a path segment escaped with url.PathEscape, a valid URL to a pod address)
	fileDownloadAddress := fmt.Sprintf("http://%s/v1/files/%s/download", addr, url.PathEscape(filePath)) // lookalike
	return fileDownloadAddress, nil
}

func syncV2CopyFromInstanceManager(name, uuid, v2DiskUUID, checksum, sourceV2DiskUUID, instanceManagerStorageIP string, size uint64) error {
	// Source: github.com/longhorn/longhorn-manager/controller/backing_image_controller.go:1686 (hostjoin: storage IP and SPDK port joined with net.JoinHostPort; uniform sample 9 of 12 identical JoinHostPort calls)
	return SPDKBackingImageCreate(name, uuid, v2DiskUUID, checksum, net.JoinHostPort(instanceManagerStorageIP, strconv.Itoa(InstanceManagerSpdkServiceDefaultPort)), sourceV2DiskUUID, size) // lookalike
}
