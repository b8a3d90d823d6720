package shiori

import (
	"context"
	"testing"

	"github.com/testcontainers/testcontainers-go"
)

const shioriPort = "8080/tcp"

type ShioriContainer struct {
	t *testing.T

	Container testcontainers.Container
}

func (sc *ShioriContainer) GetPort() string {
	mappedPort, err := sc.Container.MappedPort(context.Background(), shioriPort)
	if err != nil {
		sc.t.Fatal(err)
	}
	return mappedPort.Port()
}

// NewShioriContainer creates a new ShioriContainer which is a wrapper around a testcontainers.Container
// with some helpers for using while running Shiori E2E tests.
func NewShioriContainer(t *testing.T, tag string) ShioriContainer {
	container, err := testcontainers.GenericContainer(context.Background(), testcontainers.GenericContainerRequest{
		ContainerRequest: testcontainers.ContainerRequest{
			Image:        "ghcr.io/go-shiori/shiori:" + tag,
			ExposedPorts: []string{shioriPort},
		},
		Started: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	return ShioriContainer{t: t, Container: container}
}
