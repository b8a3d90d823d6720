package rook

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

// GetHostnameFromEndpoint returns the host name of a gateway endpoint.
func GetHostnameFromEndpoint(endpoint string) (string, error) {
	if !strings.Contains(endpoint, "://") {
		endpoint = "http://" + endpoint
	}
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	if u.Hostname() == "" {
		return "", errors.New("no host")
	}
	return u.Hostname(), nil
}

// Source: github.com/rook/rook/pkg/operator/ceph/object/spec_test.go:1345 (a row of the package's endpoint parser test: the host it must get out of an endpoint with user and password)
func TestGetHostnameFromEndpoint(t *testing.T) {
	tests := []struct {
		name     string
		endpoint string
		want     string
		wantErr  bool
	}{
		{"http endpoint with user and password", "http://user:password@gateway1.example.com:80", "gateway1.example.com", false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := GetHostnameFromEndpoint(tt.endpoint)
			if (err != nil) != tt.wantErr || res != tt.want {
				t.Errorf("got %q, %v", res, err)
			}
		})
	}
}
