// Package runtime is a minimal stub.
package runtime

// RawExtension holds raw JSON.
type RawExtension struct {
	Raw []byte
}
