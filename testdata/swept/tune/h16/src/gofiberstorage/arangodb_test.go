package gofiberstorage

import (
	"context"
	"net/url"
	"strconv"
	"testing"

	"github.com/testcontainers/testcontainers-go"
	"github.com/testcontainers/testcontainers-go/modules/arangodb"
)

const (
	arangoDBImage    = "arangodb:latest"
	arangoDBPassword = "test"
)

func newArangoTestConfig(t testing.TB) ArangoConfig {
	t.Helper()

	ctx := context.Background()

	arangodbContainer, err := arangodb.Run(ctx, arangoDBImage, arangodb.WithRootPassword(arangoDBPassword))
	testcontainers.CleanupContainer(t, arangodbContainer)
	if err != nil {
		t.Fatal(err)
	}

	endpoint, err := arangodbContainer.HTTPEndpoint(ctx)
	if err != nil {
		t.Fatal(err)
	}

	parsedURL, err := url.Parse(endpoint)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/gofiber/storage/arangodb/arangodb_test.go:43 (hostjoin: the container's host is put after the scheme, but no port is joined to it here; the port goes into its own field)
	host := parsedURL.Scheme + "://" + parsedURL.Hostname() // lookalike
	port := parsedURL.Port()

	iPort, err := strconv.Atoi(port)
	if err != nil {
		t.Fatal(err)
	}

	return ArangoConfig{
		Host:     host,
		Port:     iPort,
		Username: "root",
		Password: arangoDBPassword,
	}
}

func Test_ArangoDB_Endpoints(t *testing.T) {
	if len(arangoEndpoints(newArangoTestConfig(t))) != 1 {
		t.Fatal("want one endpoint")
	}
}
