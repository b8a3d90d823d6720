// Package metadata is a stub of the GCE metadata client.
package metadata

import "context"

// GetWithContext returns the metadata value at suffix, relative to the metadata server's base.
func GetWithContext(ctx context.Context, suffix string) (string, error) {
	panic("stub")
}
