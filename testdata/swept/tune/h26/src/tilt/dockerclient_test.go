package tilt

import (
	"context"
	"os"
	"testing"
)

type hostClient struct {
	Host string
}

type fakeClientCreator struct {
}

func (c fakeClientCreator) FromCLI(ctx context.Context) (hostClient, error) {
	host := os.Getenv("DOCKER_HOST")
	if host == "" {
		// Source: github.com/tilt-dev/tilt/internal/docker/client_test.go:112 (hostform: a unix socket URL, whose authority is empty by design; the socket path is in the path)
		host = "unix:///var/run/docker.sock" // lookalike
	}
	return hostClient{Host: host}, nil
}

func TestFakeClientCreator(t *testing.T) {
	c, err := fakeClientCreator{}.FromCLI(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !IsLocalDockerHost(c.Host) && os.Getenv("DOCKER_HOST") == "" {
		t.Fatalf("unexpected host %s", c.Host)
	}
}
