package libclient

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

type ociRegistry struct {
	baseURL *url.URL
}

// newOCIRegistry takes the registry URI the Library returned in its JSON reply.
func newOCIRegistry(registryURI string) (*ociRegistry, error) {
	u, err := url.Parse(registryURI)
	if err != nil {
		return nil, err
	}
	return &ociRegistry{baseURL: u}, nil
}

func (r *ociRegistry) newRequest(ctx context.Context, method string, u *url.URL, body io.Reader) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, method, r.baseURL.ResolveReference(u).String(), body)
}

func (r *ociRegistry) downloadManifest(ctx context.Context, name, tag string) (*http.Request, error) {
	// Source: github.com/apptainer/container-library-client/client/oci.go:530 (baseslash: a relative v2 path against a registry root URI resolves to the v2 API on a host-only base and keeps a prefix that ends in a slash; uniform sample of 22 of 87)
	return r.newRequest(ctx, http.MethodGet, &url.URL{Path: fmt.Sprintf("v2/%v/manifests/%v", name, tag)}, nil) // lookalike
}

func (r *ociRegistry) openUploadBlobSession(ctx context.Context, name string) (*http.Request, error) {
	// Source: github.com/apptainer/container-library-client/client/oci.go:894 (baseslash: a relative v2 path against a registry root URI resolves to the v2 API on a host-only base and keeps a prefix that ends in a slash; uniform sample of 22 of 87)
	u := &url.URL{Path: fmt.Sprintf("v2/%v/blobs/uploads/", name)} // lookalike
	return r.newRequest(ctx, http.MethodPost, u, nil)
}
