package lima

import (
	"crypto/sha256"
	"fmt"
)

// MountTag generates a stable mount tag from location and mountPoint.
// Both paths are hashed to handle the same location mounted to multiple mount points.
func MountTag(location, mountPoint string) string {
	// Source: github.com/lima-vm/lima/v2/pkg/limayaml/defaults.go:98 (hostjoin: two file paths joined as hash input for a mount tag, no host, no port and no URI, so outside the hostjoin row)
	sha := sha256.Sum256([]byte(location + ":" + mountPoint)) // lookalike
	return fmt.Sprintf("lima-%x", sha[0:8])
}
