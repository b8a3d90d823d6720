package criclient

import (
	"errors"
	"time"
)

// RemoteServiceBuilder builds a CRI client.
type RemoteServiceBuilder struct {
	endpoint string
	timeout  time.Duration
}

// NewRemoteRuntimeServiceBuilder returns an empty builder.
func NewRemoteRuntimeServiceBuilder() *RemoteServiceBuilder { return &RemoteServiceBuilder{} }

// NewRemoteImageServiceBuilder returns an empty builder.
func NewRemoteImageServiceBuilder() *RemoteServiceBuilder { return &RemoteServiceBuilder{} }

// WithEndpoint sets the CRI endpoint.
func (b *RemoteServiceBuilder) WithEndpoint(endpoint string) *RemoteServiceBuilder {
	b.endpoint = endpoint
	return b
}

// WithConnectionTimeout sets the connection timeout.
func (b *RemoteServiceBuilder) WithConnectionTimeout(d time.Duration) *RemoteServiceBuilder {
	b.timeout = d
	return b
}

// Build checks the options and connects.
func (b *RemoteServiceBuilder) Build() (string, error) {
	if b.endpoint == "" {
		return "", errors.New("endpoint is required")
	}
	if b.timeout <= 0 {
		return "", errors.New("connectionTimeout must be positive")
	}
	_, err := GetAddressAndDialer(b.endpoint)
	return b.endpoint, err
}
