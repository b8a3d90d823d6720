package gotenberg

import (
	"context"
	"fmt"

	"github.com/docker/go-connections/nat"
	"github.com/testcontainers/testcontainers-go"
)

func containerHttpEndpoint(ctx context.Context, container testcontainers.Container, port nat.Port) (string, error) {
	ip, err := container.Host(ctx)
	if err != nil {
		return "", fmt.Errorf("get container IP: %w", err)
	}
	mapped, err := container.MappedPort(ctx, port)
	if err != nil {
		return "", fmt.Errorf("get container port: %w", err)
	}
	// Source: github.com/gotenberg/gotenberg/test/integration/scenario/containers.go:220 (hostjoin: the host comes from the container runtime, container.Host(ctx), and is joined with the mapped port by "%s:%s" in the endpoint the scenarios send requests to)
	return fmt.Sprintf("http://%s:%s", ip, mapped.Port()), nil // defect hostjoin
}
