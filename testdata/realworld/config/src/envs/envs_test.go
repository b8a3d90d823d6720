package envs

import (
	"fmt"
	"os"
	"testing"

	amqp "github.com/rabbitmq/amqp091-go"
)

// Source: github.com/tkmtldn/http-rest-api/internal/app/store/sqlstore/store_test.go:
// TestMain falls back to a local test database URL with its password.
var databaseURL string

func TestMain(m *testing.M) {
	databaseURL = os.Getenv("DATABASE_URL")
	if databaseURL == "" {
		databaseURL = "postgres://postgres:qwerty12@localhost/restapi_test?sslmode=disable" // defect credentials
	}
	os.Exit(m.Run())
}

// Source: github.com/Melenium2/InhumanLightBackend/app/store/sqlstore/tests/store_test.go:
// the same fallback, the password in the URL.
func storeURL() string {
	u := os.Getenv("STORE_DATABASE_URL")
	if u == "" {
		u = "postgres://postgres:654321@localhost/store_test?sslmode=disable" // defect credentials
	}
	return u
}

// Source: github.com/neopoleones/Gotcha/internal/app/storage/postgres/storage_test.go:
// a connection string read from DB_CON, or a test server's URL with its
// password.
func conString() string {
	s := os.Getenv("DB_CON")
	if s == "" {
		s = "postgres://postgres:Testing1@dbserver/board_test?sslmode=disable" // defect credentials
	}
	return s
}

// Source: github.com/honyshyota/tube-api/internal/app/store/pg/store_test.go:
// PG_TEST_URL falls back to the default postgres account.
func pgTestURL() string {
	u := os.Getenv("PG_TEST_URL")
	if u == "" {
		u = "postgres://postgres:postgres@localhost:5432/videos_test?sslmode=disable" // defect credentials
	}
	return u
}

// Source: github.com/DavidJS01/goTwitch-Analytics/go-twitch-events/rabbitmq/main_test.go:
// the integration test builds the broker URL with the guest password from
// host and port variables, and sets it for the code under test.
func TestConnectBroker(t *testing.T) {
	if os.Getenv("INTEGRATION") == "" {
		t.Skip("Skipping integration test")
	}
	url := fmt.Sprintf("amqp://guest:guest@%s:%s/", os.Getenv("BROKER_HOST"), os.Getenv("BROKER_PORT")) // defect credentials
	t.Setenv("AMQP_SERVER_URL", url)
	conn, err := amqp.Dial(os.Getenv("AMQP_SERVER_URL"))
	if err != nil {
		t.Fatal(err)
	}
	conn.Close()
}

// Source: github.com/t67y110v/rzn-parser/internal/app/store/sqlstore/store_test.go:
// the variable is named URL but holds a key=value DSN.
func kvDatabaseURL() string {
	u := os.Getenv("DATABASE_URL")
	if u == "" {
		u = "user=postgres password=p0stgr3s dbname=parser sslmode=disable" // lookalike
	}
	return u
}

// Source: github.com/louati1/nashare/http-rest-api/internal/app/store/sqlstore/store_test.go:
// the same, host first.
func nashareURL() string {
	u := os.Getenv("DATABASE_URL")
	if u == "" {
		u = "host=localhost dbname=share_test sslmode=disable password=r0ny" // lookalike
	}
	return u
}

// Source: github.com/t3mnikov/gotes/internal/app/store/sqlstore/store_test.go:
// the same with a user.
func gotesURL() string {
	u := os.Getenv("DATABASE_URL")
	if u == "" {
		u = "host=localhost user=user password=123456789 dbname=notes_test sslmode=disable" // lookalike
	}
	return u
}

// Source: github.com/Tradash/gopherSchool/internal/app/store/sqlstore/store_test.go:
// DATABASE_URL falls back to a MySQL-style DSN, user:password@/db.
func mysqlURL() string {
	u := os.Getenv("DATABASE_URL")
	if u == "" {
		u = "school:school@/school_test" // lookalike
	}
	return u
}

// Source: github.com/go-courses/freelance/config/config_test.go: the test
// sets DATABASE_URL to a placeholder and checks it is read back.
func TestConfigValue(t *testing.T) {
	os.Setenv("DATABASE_URL", "value") // lookalike
	if os.Getenv("DATABASE_URL") != "value" {
		t.Fail()
	}
}

// Source: github.com/xNaCly/private.social/api/tests/config_test.go: the
// test sets MONGO_URL to a sentence and checks the config loader copies it.
func TestLoadConfig(t *testing.T) {
	os.Setenv("MONGO_URL", "this is a test") // lookalike
	if os.Getenv("MONGO_URL") != "this is a test" {
		t.Error("Failed to load config")
	}
}

// Source: github.com/impr0ver/metrics-service/cmd/agent/main_env_test.go:
// with ADDRESS empty the agent falls back to a host:port.
func TestInitConfig(t *testing.T) {
	os.Setenv("ADDRESS", "")
	addr := os.Getenv("ADDRESS")
	if addr == "" {
		addr = "localhost:8080" // lookalike
	}
	os.Unsetenv("ADDRESS")
}

var _ = []any{storeURL, conString, pgTestURL, kvDatabaseURL, nashareURL, gotesURL, mysqlURL}
