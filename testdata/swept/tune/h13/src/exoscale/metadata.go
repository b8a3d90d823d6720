package exoscale

import (
	"context"
	"io"
	"net/http"
	"net/url"
)

// MetadataEndpoint is a kind of instance metadata.
type MetadataEndpoint string

const (
	// Source: github.com/exoscale/egoscale/v3/metadata/metadata.go:38 (plainhttp: the instance metadata server, reached in plain text by design)
	URL         = "http://metadata.exoscale.com/latest/" // lookalike
	MetaDataURL = URL + "meta-data"
)

// GetMetadata retrieves the value for a specific type of Exoscale metadata.
func GetMetadata(ctx context.Context, endpoint MetadataEndpoint) (string, error) {
	// Source: github.com/exoscale/egoscale/v3/metadata/metadata.go:54 (pathjoin: url.JoinPath, which keeps the authority, not path.Join)
	u, err := url.JoinPath(MetaDataURL, string(endpoint)) // lookalike
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
