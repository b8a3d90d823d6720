package netbird

import (
	"context"
	"fmt"

	"github.com/docker/go-connections/nat"
	"github.com/testcontainers/testcontainers-go"
)

const combinedHTTPPort = "80/tcp"

// Combined is a running combined server for the end-to-end tests.
type Combined struct {
	container testcontainers.Container
	BaseURL   string
}

// StartCombined starts the combined server in a container.
func StartCombined(ctx context.Context, image string) (*Combined, error) {
	c, err := testcontainers.GenericContainer(ctx, testcontainers.GenericContainerRequest{
		ContainerRequest: testcontainers.ContainerRequest{
			Image:        image,
			ExposedPorts: []string{combinedHTTPPort},
		},
		Started: true,
	})
	if err != nil {
		return nil, fmt.Errorf("start combined container: %w", err)
	}

	host, err := c.Host(ctx)
	if err != nil {
		_ = c.Terminate(ctx)
		return nil, fmt.Errorf("container host: %w", err)
	}
	mapped, err := c.MappedPort(ctx, nat.Port(combinedHTTPPort))
	if err != nil {
		_ = c.Terminate(ctx)
		return nil, fmt.Errorf("mapped port: %w", err)
	}

	return &Combined{
		container: c,
		// Source: github.com/netbirdio/netbird/e2e/harness/combined.go:208 (hostjoin: the host the container runtime gives, from a call that may fail, joined to the mapped port with ':' in the base URL)
		BaseURL: fmt.Sprintf("http://%s:%s", host, mapped.Port()), // defect hostjoin
	}, nil
}
