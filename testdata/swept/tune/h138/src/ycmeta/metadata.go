// Package ycmeta holds cases rewritten from github.com/ydb-platform/ydb-go-yc-metadata.
package ycmeta

import "net/http"

// Source: github.com/ydb-platform/ydb-go-yc-metadata/metadata.go:21 (plainhttp: the instance metadata service lives at the link-local address 169.254.169.254, not a public Internet host.)
const metadataURL = "http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/token" // lookalike

var metaClient = &http.Client{}

// InstanceServiceAccountCredentials fetches tokens from the metadata service.
type InstanceServiceAccountCredentials struct {
	metadataURL string
}

// Option configures the credentials.
type Option func(c *InstanceServiceAccountCredentials)

// WithURL sets the metadata URL.
func WithURL(u string) Option {
	return func(c *InstanceServiceAccountCredentials) { c.metadataURL = u }
}

// NewInstanceServiceAccount builds credentials.
func NewInstanceServiceAccount(opts ...Option) *InstanceServiceAccountCredentials {
	c := &InstanceServiceAccountCredentials{metadataURL: metadataURL}
	for _, o := range opts {
		o(c)
	}
	return c
}

// Token fetches a token.
func (c *InstanceServiceAccountCredentials) Token() error {
	resp, err := metaClient.Get(c.metadataURL)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
