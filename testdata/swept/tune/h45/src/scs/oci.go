package scs

import (
	"fmt"
	"net/url"
)

type ociRegistry struct {
	baseURL *url.URL
}

func newOCIRegistry(registryURI string) (*ociRegistry, error) {
	endpoint, err := url.Parse(registryURI)
	if err != nil {
		return nil, err
	}
	return &ociRegistry{baseURL: endpoint}, nil
}

func (r *ociRegistry) blobURI(name, dgst string) string {
	// Source: github.com/sylabs/scs-library-client/client/oci.go:665 (baseslash: the base is the registry root URI the library server returns, and the OCI API lives at the root, so the relative reference drops nothing; stratified sample of 19 look-alikes out of 87 swept candidates)
	return r.baseURL.ResolveReference(&url.URL{Path: fmt.Sprintf("v2/%v/blobs/%v", name, dgst)}).String() // lookalike
}
