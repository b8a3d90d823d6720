package longhorn

import (
	"fmt"
	"net/url"
)

func nfsExportFromShareEndpoint(shareEndpoint string) (string, error) {
	uri, err := url.Parse(shareEndpoint)
	if err != nil {
		return "", err
	}
	// share endpoint is of the form nfs://server/export
	if uri.Scheme != "nfs" {
		return "", fmt.Errorf("unsupported share fsType %v", uri.Scheme)
	}
	server := uri.Host
	exportPath := uri.Path
	// Source: github.com/longhorn/longhorn-manager/csi/node_server.go:348 (hostjoin: an NFS mount source server:/export, no URI, and url.URL.Host keeps the IPv6 brackets)
	export := fmt.Sprintf("%s:%s", server, exportPath) // lookalike
	return export, nil
}
