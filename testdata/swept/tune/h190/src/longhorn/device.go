package longhorn

import (
	"fmt"
	"os"
	"path/filepath"
)

// GetBlockDeviceType reads the rotational flag of a block device from sysfs.
func GetBlockDeviceType(devicePath string) (string, error) {
	deviceID := filepath.Base(devicePath)
	rotationalPath := filepath.Join("/sys/block", deviceID, "queue/rotational")
	_, err := os.Stat(rotationalPath)
	if err != nil {
		if os.IsNotExist(err) {
			deviceName := filepath.Base(devicePath)
			// Source: github.com/longhorn/longhorn-manager/types/device.go:83 (dotsegment: a sysfs file path whose .. names the parent device for filepath.EvalSymlinks, no URI)
			linkPath := fmt.Sprintf("/sys/class/block/%s/..", deviceName) // lookalike
			parentDevicePath, err := filepath.EvalSymlinks(linkPath)
			if err != nil {
				return "", err
			}
			return GetBlockDeviceType(parentDevicePath)
		}
		return "", err
	}
	return "ssd", nil
}
