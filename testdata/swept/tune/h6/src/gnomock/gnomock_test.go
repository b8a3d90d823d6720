package gnomock

import (
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"testing"
)

func start(t *testing.T) *Container {
	t.Helper()
	return &Container{Host: "127.0.0.1", Ports: map[string]int{"default": 32768}}
}

func applyURI(uri string) (*url.URL, error) { return url.Parse(uri) }

// Source: github.com/orlangure/gnomock/internal/gnomockd/mongo_test.go:48 (mongo URI the test connects with, holding the preset's password)
func TestMongoDaemon(t *testing.T) {
	c := start(t)
	uri := fmt.Sprintf("mongodb://gnomock:foobar@%s", c.DefaultAddress()) // defect credentials
	if _, err := applyURI(uri); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/orlangure/gnomock/internal/gnomockd/mssql_test.go:45 (sqlserver URI the test opens, holding the SA password)
func TestMSSQLDaemon(t *testing.T) {
	c := start(t)
	connStr := fmt.Sprintf("sqlserver://sa:Passw0rd-@%s?database=foobar", c.DefaultAddress()) // defect credentials
	db, err := sql.Open("sqlserver", connStr)
	if err == nil {
		db.Close()
	}
}

// Source: github.com/orlangure/gnomock/internal/gnomockd/rabbitmq_test.go:45 (AMQP URI the test dials, with the constant guest password formatted in)
func TestRabbitMQDaemon(t *testing.T) {
	c := start(t)
	uri := fmt.Sprintf("amqp://%s:%s@%s", "guest", "guest", c.DefaultAddress()) // defect credentials
	if _, err := Dial(uri); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/orlangure/gnomock/preset/mongo/preset_test.go:46 (mongo URI the test connects with, user and password given as constants)
func TestMongoPreset(t *testing.T) {
	addr := start(t).DefaultAddress()
	uri := fmt.Sprintf("mongodb://%s:%s@%s", "gnomock", "gnomick", addr) // defect credentials
	if _, err := applyURI(uri); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/orlangure/gnomock/preset/mssql/preset_test.go:65 (sqlserver URI the test opens, with the default SA password)
func TestMSSQLPreset(t *testing.T) {
	addr := start(t).DefaultAddress()
	connStr := fmt.Sprintf("sqlserver://sa:Passw0rd-@%s?database=foobar", addr) // defect credentials
	db, err := sql.Open("sqlserver", connStr)
	if err == nil {
		db.Close()
	}
}

// Source: github.com/orlangure/gnomock/preset/mssql/preset_test.go:104 (sqlserver URI the test opens, with the custom SA password it set)
func TestMSSQLPresetCustomPassword(t *testing.T) {
	addr := start(t).DefaultAddress()
	connStr := fmt.Sprintf("sqlserver://sa:Gn0m!ck~@%s?database=mydb", addr) // defect credentials
	db, err := sql.Open("sqlserver", connStr)
	if err == nil {
		db.Close()
	}
}

// Source: github.com/orlangure/gnomock/preset/rabbitmq/preset_test.go:80 (AMQP URI the test dials, with the password it configured formatted in)
func TestRabbitMQPreset(t *testing.T) {
	container := start(t)
	uri := fmt.Sprintf("amqp://%s:%s@%s", "gnomock", "strong-password", container.DefaultAddress()) // defect credentials
	conn, err := Dial(uri)
	if err != nil || conn == nil {
		t.Fatal(err)
	}
}

// Source: github.com/orlangure/gnomock/gnomock_internal_test.go:155 (DOCKER_HOST set to a unix socket URI, whose authority is empty by design)
func TestDockerHostUnixSocket(t *testing.T) {
	currentHost := os.Getenv("DOCKER_HOST")
	defer func() { _ = os.Setenv("DOCKER_HOST", currentHost) }()
	_ = os.Setenv("DOCKER_HOST", "unix:///run/user/1000/docker.sock") // lookalike
}

// Source: github.com/orlangure/gnomock/gnomock_test.go:40 (test GETs host:port from Address)
func TestGnomockWeb(t *testing.T) {
	container := start(t)
	addr := fmt.Sprintf("http://%s/", container.Address("web80")) // lookalike
	if _, err := applyURI(addr); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/orlangure/gnomock/preset/rabbitmq/preset_test.go:194 (AMQP URI the test dials, with the constant guest password formatted in)
func TestRabbitMQPresetWithDefaults(t *testing.T) {
	container := start(t)
	uri := fmt.Sprintf("amqp://%s:%s@%s", "guest", "guest", container.DefaultAddress()) // defect credentials
	if _, err := Dial(uri); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/orlangure/gnomock/preset/mongo/preset_test.go:80 (mongo URI the test connects with, user and password given as constants)
func TestMongoPresetWithDefaults(t *testing.T) {
	addr := start(t).DefaultAddress()
	uri := fmt.Sprintf("mongodb://%s:%s@%s", "gnomock", "gnomick", addr) // defect credentials
	if _, err := applyURI(uri); err != nil {
		t.Fatal(err)
	}
}
