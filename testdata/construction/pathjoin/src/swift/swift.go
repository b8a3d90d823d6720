// Package swift mirrors an object storage client.
package swift

import (
	"context"
	"net/http"
	"net/url"
	"path"
)

// Source: github.com/ncw/swift/v2/swift.go:694 (path.Join with ".." on the Path of the parsed storage URL, then String)
func infoRequest(ctx context.Context, storageURL string) (*http.Request, error) {
	infoUrl, err := url.Parse(storageURL)
	if err != nil {
		return nil, err
	}
	infoUrl.Path = path.Join(infoUrl.Path, "..", "..", "info") // lookalike
	return http.NewRequestWithContext(ctx, http.MethodGet, infoUrl.String(), nil)
}
