package gofiberstorage

import (
	"context"
	"os"
	"testing"

	"github.com/testcontainers/testcontainers-go"
)

const (
	// memcachedImage is the default image used for running memcached in tests.
	memcachedImage              = "public.ecr.aws/docker/library/memcached:latest"
	memcachedImageEnvVar string = "TEST_MEMCACHED_IMAGE"
	memcachedPort               = "11211/tcp"
)

func newMemcacheTestStore(t testing.TB) MemcacheConfig {
	t.Helper()

	img := memcachedImage
	if imgFromEnv := os.Getenv(memcachedImageEnvVar); imgFromEnv != "" {
		img = imgFromEnv
	}

	ctx := context.Background()

	c, err := testcontainers.Run(ctx,
		img,
		testcontainers.WithExposedPorts(memcachedPort),
	)
	testcontainers.CleanupContainer(t, c)
	if err != nil {
		t.Fatal(err)
	}

	host, err := c.Host(ctx)
	if err != nil {
		t.Fatal(err)
	}

	port, err := c.MappedPort(ctx, memcachedPort)
	if err != nil {
		t.Fatal(err)
	}

	return MemcacheConfig{
		Reset: true,
		// Source: github.com/gofiber/storage/memcache/memcache_test.go:51 (hostjoin: The host is the testcontainers container's Host(), from outside the test, joined by hand into the memcache server address that the client dials; relabelled from look-alike: an address is an authority, which the check's definition names)
		Servers: host + ":" + port.Port(), // defect hostjoin
	}
}

func Test_Memcache_New(t *testing.T) {
	if NewMemcache(newMemcacheTestStore(t)) == nil {
		t.Fatal("no client")
	}
}
