// Package subnet stands in for github.com/minio/pkg/v3/subnet: only what
// the cases call.
package subnet

const (
	subnetPublicURL = "https://subnet.min.io"
	subnetDevURL    = "http://localhost:9000"
)

// BaseURL returns the base URL of SUBNET.
func BaseURL(devMode bool) string {
	if devMode {
		return subnetDevURL
	}
	return subnetPublicURL
}
