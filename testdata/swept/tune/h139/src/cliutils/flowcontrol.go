// Package cliutils holds cases rewritten from sigs.k8s.io/cli-utils.
package cliutils

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// defaultServerURL stands for rest.DefaultServerURL, which refuses a host that carries a path.
func defaultServerURL(host string) (*url.URL, error) {
	hostURL, err := url.Parse(host)
	if err != nil {
		return nil, err
	}
	if hostURL.Path != "" && hostURL.Path != "/" {
		return nil, fmt.Errorf("host must not carry a path: %q", host)
	}
	return hostURL, nil
}

// IsEnabled sends a HEAD to the ping endpoint and reads the flowcontrol headers.
func IsEnabled(ctx context.Context, host string) (bool, error) {
	u, err := defaultServerURL(host)
	if err != nil {
		return false, err
	}
	// Replacing the path is safe, because defaultServerURL errors if it was not empty.
	// Source: sigs.k8s.io/cli-utils/pkg/flowcontrol/flowcontrol.go:48 (baseslash: the absolute ping path replaces the base URL's path, but that base comes from rest.DefaultServerURL, which rejects a host with a path, so nothing is dropped.)
	u.Path = "/livez/ping" // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodHead, u.String(), nil)
	if err != nil {
		return false, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	return resp.Header.Get("X-Kubernetes-PF-FlowSchema-UID") != "", nil
}
