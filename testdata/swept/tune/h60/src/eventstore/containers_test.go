package eventstore

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/EventStore/EventStore-Client-Go/v4/esdb"
)

// Container is a database started for the tests.
type Container struct {
	Endpoint string
}

func CreateClient(connStr string, t *testing.T) *esdb.Client {
	config, err := esdb.ParseConnectionString(connStr)
	if err != nil {
		t.Fatalf("Error when parsin connection string: %v", err)
	}
	client, err := esdb.NewClient(config)
	if err != nil {
		t.Fatalf("Unable to create client: %v", err)
	}
	return client
}

func GetClient(t *testing.T, container *Container) *esdb.Client {
	isInsecure := os.Getenv("EVENTSTORE_INSECURE") != "false"
	isCluster := os.Getenv("CLUSTER") == "true"

	if isCluster {
		// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/containers_test.go:249 (credentials: the shared client helper connects to the test cluster with the constant password changeit in the URI (rule 1).)
		return CreateClient("esdb://admin:changeit@localhost:2111,localhost:2112,localhost:2113?nodepreference=leader&tlsverifycert=false&maxDiscoverAttempts=50&defaultDeadline=60000", t) // defect credentials
	} else if isInsecure {
		// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/containers_test.go:251 (hostjoin: the container endpoint is already host:port and is put whole after the scheme, no bare host joined with a port.)
		return CreateClient(fmt.Sprintf("esdb://%s?tls=false", container.Endpoint), t) // lookalike
	}

	// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/containers_test.go:254 (credentials: the shared client helper connects with the constant password changeit in the URI (rule 1).)
	return CreateClient(fmt.Sprintf("esdb://admin:changeit@%s?tlsverifycert=false&tls=true", container.Endpoint), t) // defect credentials
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/cluster_test.go:25 (credentials: the test connects to a follower node and expects the client to work, with the constant password changeit in the connection URI (rule 1).)
func TestNotLeaderExceptionButWorkAfterRetry(t *testing.T) {
	db := CreateClient("esdb://admin:changeit@localhost:2111,localhost:2112,localhost:2113?nodepreference=follower&tlsverifycert=false", t) // defect credentials
	defer db.Close()
	if err := db.AppendToStream(context.Background(), "a_stream"); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/append_test.go:124 (credentials: the user and password are named bad and the test expects the append to be rejected as unauthenticated (rules 2a, 2b).)
func appendToSystemStreamWithIncorrectCredentials(container *Container) func(t *testing.T) {
	return func(t *testing.T) {
		conn := fmt.Sprintf("esdb://bad_user:bad_password@%s?tlsverifycert=false", container.Endpoint) // lookalike
		config, err := esdb.ParseConnectionString(conn)
		if err != nil {
			t.Fatalf("Unexpected configuration error: %s", err.Error())
		}
		db, err := esdb.NewClient(config)
		if err != nil {
			t.Fatalf("Unexpected failure setting up test connection: %s", err.Error())
		}
		defer db.Close()
		err = db.AppendToStream(context.Background(), "$system")
		if err == nil || !strings.Contains(err.Error(), "Unauthenticated") {
			t.Fatal("expected an unauthenticated error")
		}
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/client_certificates_test.go:57 (credentials: a valid-certificate test that connects and expects reads to succeed, with the constant password changeit in the URI (rule 1).)
func testValidClientCertificatesTlsWithRelativePath(t *testing.T, endpoint string) {
	tlsCaFile := "../certs/ca/ca.crt"
	userCertFile := "../certs/user-admin/user-admin.crt"
	userKeyFile := "../certs/user-admin/user-admin.key"

	config, err := esdb.ParseConnectionString(fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlscafile=%s&userCertFile=%s&userKeyFile=%s", endpoint, tlsCaFile, userCertFile, userKeyFile)) // defect credentials
	if err != nil {
		t.Fatalf("Unexpected configuration error: %s", err.Error())
	}
	c, err := esdb.NewClient(config)
	if err != nil {
		t.Fatalf("Unexpected error: %s", err.Error())
	}
	defer c.Close()
	if err := c.ReadAll(context.Background(), 1); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/client_certificates_test.go:100 (credentials: a valid-certificate test that connects and expects reads to succeed, with the constant password changeit in the URI (rule 1).)
func testValidClientCertificatesTlsWithAbsolutePath(t *testing.T, endpoint string, tlsCaFile, userCertFile, userKeyFile string) {
	config, err := esdb.ParseConnectionString(fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlscafile=%s&usercertfile=%s&userkeyfile=%s", endpoint, tlsCaFile, userCertFile, userKeyFile)) // defect credentials
	if err != nil {
		t.Fatalf("Unexpected configuration error: %s", err.Error())
	}
	c, err := esdb.NewClient(config)
	if err != nil {
		t.Fatalf("Unexpected error: %s", err.Error())
	}
	defer c.Close()
	if err := c.ReadAll(context.Background(), 1); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/client_certificates_test.go:132 (credentials: the case is named InvalidUserCertificates and expects the append to fail as unauthenticated (rules 2a, 2b).)
func testInvalidUserCertificates(t *testing.T, endpoint string) {
	tlsCaFile := "../certs/ca/ca.crt"
	userCertFile := "../certs/user-invalid/user-invalid.crt"
	userKeyFile := "../certs/user-invalid/user-invalid.key"

	config, err := esdb.ParseConnectionString(fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlscafile=%s&usercertfile=%s&userkeyfile=%s", endpoint, tlsCaFile, userCertFile, userKeyFile)) // lookalike
	if err != nil {
		t.Fatalf("Unexpected configuration error: %s", err.Error())
	}
	c, err := esdb.NewClient(config)
	if err != nil {
		t.Fatalf("Unexpected error: %s", err.Error())
	}
	defer c.Close()
	err = c.AppendToStream(context.Background(), "stream")
	if err == nil || !strings.Contains(err.Error(), "Unauthenticated") {
		t.Fatal("expected an unauthenticated error")
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/client_certificates_test.go:160 (credentials: the test expects creating a client from this URI to fail because the key file is missing (rule 2a).)
func testMissingCertificateFile(t *testing.T, endpoint string) {
	tlsCaFile := "../certs/ca/ca.crt"
	userCertFile := "../certs/user-admin/user-admin.crt"

	config, _ := esdb.ParseConnectionString(fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlscafile=%s&usercertfile=%s", endpoint, tlsCaFile, userCertFile)) // lookalike
	_, err := esdb.NewClient(config)
	if err == nil || !strings.Contains(err.Error(), "both userCertFile and userKeyFile must be provided") {
		t.Fatal("expected a missing key file error")
	}
}
