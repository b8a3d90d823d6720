package tesseract

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

func entriesPath(i uint64) string { return fmt.Sprintf("tile/data/%03d", i) }

func readCTEntryBundle(srcURL string) func(ctx context.Context, i uint64) ([]byte, error) {
	return func(ctx context.Context, i uint64) ([]byte, error) {
		// Source: github.com/transparency-dev/tesseract/cmd/experimental/migrate/gcp/main.go:139 (baseslash: url.JoinPath appends the relative tile path to the base path whether or not the base ends in a slash, so nothing of the base is dropped.)
		reqURL, err := url.JoinPath(srcURL, entriesPath(i)) // lookalike
		if err != nil {
			return nil, err
		}
		req, err := http.NewRequestWithContext(ctx, "GET", reqURL, nil)
		if err != nil {
			return nil, err
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return io.ReadAll(resp.Body)
	}
}
