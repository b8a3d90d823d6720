package testfixtures

import (
	"context"
	"database/sql"
	"fmt"
	"net"
	"os"
	"testing"
	"time"

	"github.com/docker/go-connections/nat"
	"github.com/testcontainers/testcontainers-go"
)

const (
	clickhouseConnStringEnv = "CLICKHOUSE_CONN_STRING"
	crdbConnStringEnv       = "CRDB_CONN_STRING"
	mysqlConnStringEnv      = "MYSQL_CONN_STRING"
	pgConnStringEnv         = "PG_CONN_STRING"
	sqliteConnStringEnv     = "SQLITE_CONN_STRING"
	spannerEndpointEnv      = "SPANNER_ENDPOINT"
)

func createClickhouseContainer(t *testing.T) string {
	t.Helper()
	if connStr := os.Getenv(clickhouseConnStringEnv); connStr != "" {
		return connStr
	}
	createConnString := func(host string, port string) string {
		// Source: github.com/go-testfixtures/testfixtures/dbtests/containers_test.go:37 (credentials: the container's password in the connection URI the tests connect with, a working value; the host from Container.Host is also joined with ':')
		return fmt.Sprintf("clickhouse://default:password@%s:%s/testdb", host, port) // defect credentials
	}
	const targetPort = "9000/tcp"
	req := testcontainers.ContainerRequest{
		Image:        "clickhouse/clickhouse-server:latest",
		ExposedPorts: []string{targetPort},
		Env: map[string]string{
			"CLICKHOUSE_DB":   "testdb",
			"CLICKHOUSE_USER": "default",
		},
	}
	host, port := createGenericContainer(t, req, targetPort)
	return createConnString(host, port)
}

func createCockroachDBContainer(t *testing.T) string {
	t.Helper()
	if connStr := os.Getenv(crdbConnStringEnv); connStr != "" {
		return connStr
	}
	createConnString := func(host string, port string) string {
		// Source: github.com/go-testfixtures/testfixtures/dbtests/containers_test.go:70 (hostjoin: the host the helper got from Container.Host, a call that may fail, joined to the mapped port with ':'; an IPv6 Docker host needs brackets)
		return fmt.Sprintf("postgres://root@%s:%s/defaultdb?sslmode=disable", host, port) // defect hostjoin
	}
	const targetPort = "26257/tcp"
	req := testcontainers.ContainerRequest{
		Image:        "cockroachdb/cockroach:latest",
		ExposedPorts: []string{targetPort},
		Cmd:          []string{"start-single-node", "--insecure"},
	}
	host, port := createGenericContainer(t, req, targetPort)
	return createConnString(host, port)
}

func createMySQLContainer(t *testing.T) string {
	t.Helper()
	if s := os.Getenv(mysqlConnStringEnv); s != "" {
		return s
	}
	createConnString := func(host string, port string) string {
		// Source: github.com/go-testfixtures/testfixtures/dbtests/containers_test.go:102 (credentials: a MySQL-style DSN, no URI, which the checks leave alone)
		return fmt.Sprintf("root:testpass@tcp(%s:%s)/testdb", host, port) // lookalike
	}
	const targetPort = "3306/tcp"
	req := testcontainers.ContainerRequest{
		Image:        "mariadb:latest",
		ExposedPorts: []string{targetPort},
	}
	host, port := createGenericContainer(t, req, targetPort)
	return createConnString(host, port)
}

func createPostgreSQLContainer(t *testing.T) string {
	t.Helper()
	if connStr := os.Getenv(pgConnStringEnv); connStr != "" {
		return connStr
	}
	createConnString := func(host string, port string) string {
		// Source: github.com/go-testfixtures/testfixtures/dbtests/containers_test.go:136 (credentials: the container's password in the connection URI every PostgreSQL test opens; the host is also joined with ':')
		return fmt.Sprintf("postgres://postgres:testpass@%s:%s/testdb?sslmode=disable", host, port) // defect credentials
	}
	const targetPort = "5432/tcp"
	req := testcontainers.ContainerRequest{
		Image:        "postgres:latest",
		ExposedPorts: []string{targetPort},
		Env: map[string]string{
			"POSTGRES_DB": "testdb",
		},
	}
	host, port := createGenericContainer(t, req, targetPort)
	return createConnString(host, port)
}

func createSQLite(t *testing.T, id string) string {
	t.Helper()
	if connStr := os.Getenv(sqliteConnStringEnv); connStr != "" {
		return connStr
	}
	// Source: github.com/go-testfixtures/testfixtures/dbtests/containers_test.go:170 (escaper: a generated name in the opaque path of a SQLite file: URI, where no escaper is certain to be missing)
	return fmt.Sprintf("file:testdb-%s?mode=memory&cache=shared", id) // lookalike
}

func createSpannerContainer(t *testing.T) string {
	t.Helper()
	if endpoint := os.Getenv(spannerEndpointEnv); endpoint != "" {
		return endpoint
	}
	const targetPort = "9010/tcp"
	req := testcontainers.ContainerRequest{
		Image:        "gcr.io/cloud-spanner-emulator/emulator:latest",
		ExposedPorts: []string{targetPort},
	}
	host, port := createGenericContainer(t, req, targetPort)
	// Source: github.com/go-testfixtures/testfixtures/dbtests/containers_test.go:224 (hostjoin: the emulator endpoint is built with net.JoinHostPort, which brackets an IPv6 host)
	return net.JoinHostPort(host, port) // lookalike
}

func createGenericContainer(t *testing.T, req testcontainers.ContainerRequest, targetPort string) (host string, port string) {
	t.Helper()
	container, err := testcontainers.GenericContainer(context.Background(), testcontainers.GenericContainerRequest{
		ContainerRequest: req,
		Started:          true,
	})
	if err != nil {
		t.Fatalf("failed to start container: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := container.Terminate(ctx); err != nil {
			t.Errorf("failed to terminate container: %v", err)
		}
	})
	return containerHostAndPort(t, container, targetPort)
}

func containerHostAndPort(t *testing.T, container testcontainers.Container, port string) (host string, mappedPort string) {
	t.Helper()
	mappedPortObj, err := container.MappedPort(context.Background(), nat.Port(port))
	if err != nil {
		t.Fatalf("failed to get mapped port for port %s: %v", port, err)
	}
	host, err = container.Host(context.Background())
	if err != nil {
		t.Fatalf("Failed to get container host: %v", err)
	}
	return host, mappedPortObj.Port()
}

func openDB(t *testing.T, driver, connStr string) *sql.DB {
	t.Helper()
	db, err := sql.Open(driver, connStr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestClickHouse(t *testing.T) {
	_ = openDB(t, "clickhouse", createClickhouseContainer(t))
}

func TestCockroachDB(t *testing.T) {
	_ = openDB(t, "postgres", createCockroachDBContainer(t))
}

func TestPostgreSQL(t *testing.T) {
	_ = openDB(t, "postgres", createPostgreSQLContainer(t))
}

func TestSQLite(t *testing.T) {
	_ = openDB(t, "sqlite3", createSQLite(t, "a1b2c3"))
}

func TestSpanner(t *testing.T) {
	if createSpannerContainer(t) == "" {
		t.Fatal("no endpoint")
	}
}

func TestMySQL(t *testing.T) {
	connStr := createMySQLContainer(t)
	t.Run("WithMultipleStatementsSupport", func(t *testing.T) {
		// Source: github.com/go-testfixtures/testfixtures/dbtests/mysql_test.go:21 (syntax: a query appended to a MySQL-style DSN, no URI)
		_ = openDB(t, "mysql", connStr+"?multiStatements=true") // lookalike
	})
}
