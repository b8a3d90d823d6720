package gofiberstorage

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/testcontainers/testcontainers-go"
	tcnats "github.com/testcontainers/testcontainers-go/modules/nats"
)

const (
	natsImage       = "nats:2-alpine"
	natsImageEnvVar = "TEST_NATS_IMAGE"
	natsTLSPort     = "4443/tcp"
)

// newNatsTestConfig starts a NATS testcontainer with TLS configured and returns
// the Config to connect to it.
func newNatsTestConfig(t testing.TB) NatsConfig {
	t.Helper()

	img := natsImage
	if imgFromEnv := os.Getenv(natsImageEnvVar); imgFromEnv != "" {
		img = imgFromEnv
	}

	ctx := context.Background()

	c, err := tcnats.Run(ctx, img, testcontainers.WithExposedPorts(natsTLSPort))
	testcontainers.CleanupContainer(t, c)
	if err != nil {
		t.Fatal(err)
	}

	// build the connection string for the 4443 TLS port
	mappedPort, err := c.MappedPort(ctx, natsTLSPort)
	if err != nil {
		t.Fatal(err)
	}

	hostIP, err := c.Host(ctx)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gofiber/storage/nats/nats_test.go:127 (hostjoin: the host comes from the container runtime, c.Host(ctx), a call that may fail, and is joined with the mapped port in the nats URI the test connects with, rule 3)
	uri := fmt.Sprintf("nats://%s:%s", hostIP, mappedPort.Port()) // defect hostjoin

	return NatsConfig{
		URLs: uri,
		NatsOptions: []nats.Option{
			nats.MaxReconnects(2),
		},
		Reset: true,
	}
}

func Test_Storage_Nats_Set(t *testing.T) {
	conn := NewNats(newNatsTestConfig(t))
	if conn == nil {
		t.Fatal("no connection")
	}
}
