package longhorn

import (
	"fmt"
	"net/url"
	"strings"
)

const (
	csiSnapshotTypeLonghornSnapshot     = "snap"
	csiSnapshotTypeLonghornBackingImage = "bi"
	csiSnapshotTypeLonghornBackup       = "bak"

	BackingImageParameterName                  = "backing-image-name"
	BackingImageParameterDataSourceType        = "backing-image-data-source-type"
	BackingImageDataSourceTypeExportFromVolume = "export-from-volume"
	DataSourceTypeExportParameterExportType    = "export-type"
	DataSourceTypeExportParameterVolumeName    = "volume-name"
)

// BackupTarget is a stand-in for longhornclient.BackupTarget.
type BackupTarget struct {
	BackupTargetURL string
	Available       bool
}

func isBackupTargetUnavailableForBackup(bt *BackupTarget) bool {
	return bt == nil || bt.BackupTargetURL == "" || !bt.Available
}

// encodeSnapshotID builds a CSI snapshot ID; the scheme is a type identifier
// and the "host" is a volume name.
func encodeSnapshotID(csiSnapshotType, sourceVolumeName, id string) string {
	if csiSnapshotType == csiSnapshotTypeLonghornSnapshot || csiSnapshotType == csiSnapshotTypeLonghornBackup {
		// Source: github.com/longhorn/longhorn-manager/csi/controller_server.go:1257 (hostcase: rule 5, the scheme is a snapshot type identifier and the host a volume name, not a DNS host)
		return fmt.Sprintf("%s://%s/%s", csiSnapshotType, sourceVolumeName, id) // lookalike
	}
	// If the csiSnapshotType is invalid, pass through the id
	return id
}

func decodeSnapshotID(snapshotID string) (csiSnapshotType, sourceVolumeName, id string) {
	split := strings.Split(snapshotID, "://")
	if len(split) < 2 {
		return "", "", ""
	}
	csiSnapshotType = split[0]
	split = strings.Split(split[1], "/")
	if len(split) < 2 {
		return "", "", ""
	}
	return csiSnapshotType, split[0], split[1]
}

// encodeSnapshotBackingImageID is called with a backing image name, an export
// type (raw or qcow2) and a volume name, all Kubernetes object names.
func encodeSnapshotBackingImageID(id, exportType, volumeName string) string {
	// Source: github.com/longhorn/longhorn-manager/csi/controller_server.go:1283 (escaper: the spliced values are Kubernetes resource names and fixed words that need no escaping in a query)
	return fmt.Sprintf("bi://backing?%v=%v&%v=%v&%v=%v&%v=%v", BackingImageParameterName, id, BackingImageParameterDataSourceType, BackingImageDataSourceTypeExportFromVolume, DataSourceTypeExportParameterExportType, exportType, DataSourceTypeExportParameterVolumeName, volumeName) // lookalike
}

func decodeSnapshoBackingImageID(snapshotID string) (parameters map[string]string) {
	parameters = make(map[string]string)
	u, err := url.Parse(snapshotID)
	if err != nil {
		return
	}
	for key, value := range u.Query() {
		parameters[key] = value[0]
	}
	return parameters
}
