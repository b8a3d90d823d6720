package longhorn

import "path/filepath"

const (
	DefaultCSISocketFileName       = "csi.sock"
	DefaultInContainerCSISocketDir = "/csi/"
)

func GetInContainerCSISocketFilePath() string {
	return filepath.Join(DefaultInContainerCSISocketDir, DefaultCSISocketFileName)
}

// GetCSIEndpoint returns the CSI endpoint parsed by parseEndpoint.
func GetCSIEndpoint() string {
	// Source: github.com/longhorn/longhorn-manager/csi/deployment_util.go:553 (sink: unix scheme with an empty authority and the absolute socket path, unix:///csi/csi.sock, which parseEndpoint splits on ://)
	return "unix://" + GetInContainerCSISocketFilePath() // lookalike
}
