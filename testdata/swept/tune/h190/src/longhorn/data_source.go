package longhorn

import "fmt"

const (
	SnapPrefix = "snap"
	VolPrefix  = "vol"
)

// VolumeDataSource is a stand-in for longhorn.VolumeDataSource, an identifier
// such as vol://<volume> or snap://<volume>/<snapshot>.
type VolumeDataSource string

func NewVolumeDataSourceTypeVolume(volumeName string) VolumeDataSource {
	// Source: github.com/longhorn/longhorn-manager/types/data_source.go:48 (hostcase: rule 5, vol is an identifier scheme and the host a volume name, not a DNS host)
	return VolumeDataSource(fmt.Sprintf("%v://%s", VolPrefix, volumeName)) // lookalike
}

func NewVolumeDataSourceTypeSnapshot(volumeName, snapshotName string) VolumeDataSource {
	// Source: github.com/longhorn/longhorn-manager/types/data_source.go:52 (hostcase: rule 5, snap is an identifier scheme and the host a volume name)
	return VolumeDataSource(fmt.Sprintf("%v://%s/%s", SnapPrefix, volumeName, snapshotName)) // lookalike
}
