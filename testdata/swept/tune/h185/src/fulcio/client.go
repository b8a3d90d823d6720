package fulcio

import (
	"bytes"
	"net/http"
	"net/url"
	"path"
)

const (
	signingCertPath = "/api/v1/signingCert"
	rootCertPath    = "/api/v1/rootCert"
)

type client struct {
	baseURL *url.URL
	client  *http.Client
}

// SigningCert posts a certificate request.
func (c *client) SigningCert(b []byte, token string) (*http.Response, error) {
	endpoint := *c.baseURL
	// Source: github.com/sigstore/fulcio/pkg/api/client.go:103 (pathjoin: path.Join is applied to the Path field of a copied url.URL, not to the URL string, so the scheme's // is untouched)
	endpoint.Path = path.Join(endpoint.Path, signingCertPath) // lookalike
	req, err := http.NewRequest(http.MethodPost, endpoint.String(), bytes.NewBuffer(b))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	return c.client.Do(req)
}

// RootCert fetches the CA chain.
func (c *client) RootCert() (*http.Response, error) {
	endpoint := *c.baseURL
	// Source: github.com/sigstore/fulcio/pkg/api/client.go:158 (pathjoin: path.Join on the Path field of the copied base URL only, the scheme and host stay intact)
	endpoint.Path = path.Join(endpoint.Path, rootCertPath) // lookalike
	req, err := http.NewRequest(http.MethodGet, endpoint.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.client.Do(req)
}
