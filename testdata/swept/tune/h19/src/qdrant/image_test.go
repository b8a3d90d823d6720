package qdrant

import (
	"context"

	"github.com/testcontainers/testcontainers-go"
)

const TestImage string = "qdrant/qdrant:v1.17.0"

// We use an instance with distributed mode enabled
// to test methods like CreateShardKey(), DeleteShardKey().
func distributedQdrant(ctx context.Context, apiKey string) (testcontainers.Container, error) {
	req := testcontainers.ContainerRequest{
		Image:        TestImage,
		ExposedPorts: []string{"6334/tcp"},
		Env: map[string]string{
			"QDRANT__CLUSTER__ENABLED": "true",
			"QDRANT__SERVICE__API_KEY": apiKey,
		},
		// Source: github.com/qdrant/go-client/qdrant_test/image_test.go:23 (syntax: '_' is an unreserved character, allowed in a reg-name (RFC 3986 §3.2.2), though no DNS host name; the node's own URI on the container network)
		Cmd: []string{"./qdrant", "--uri", "http://qdrant_node_1:6335"}, // lookalike
	}
	container, err := testcontainers.GenericContainer(ctx, testcontainers.GenericContainerRequest{
		ContainerRequest: req,
	})

	return container, err
}

var _ = distributedQdrant
