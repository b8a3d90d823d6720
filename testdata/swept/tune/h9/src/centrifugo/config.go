package centrifugo

import (
	"fmt"
	"net/http"
	"strconv"
)

// PostgresEngine configures the PostgreSQL-backed engine.
type PostgresEngine struct {
	// Source: github.com/centrifugal/centrifugo/internal/configtypes/engine.go:119 (documentation text of the field, shown to users; "user:pass" is a placeholder, no secret)
	DSN string `mapstructure:"dsn" json:"dsn" doc:"Primary PostgreSQL connection string, e.g. <<postgres://user:pass@localhost:5432/dbname?sslmode=disable>>."` // lookalike
}

// PostgresConsumer configures a PostgreSQL outbox consumer.
type PostgresConsumer struct {
	// Source: github.com/centrifugal/centrifugo/internal/configtypes/types.go:819 (same placeholder in the doc text of the consumer's DSN field)
	DSN string `mapstructure:"dsn" json:"dsn" doc:"PostgreSQL connection string, e.g. <<postgres://user:pass@localhost:5432/db>>."` // lookalike
}

// serveConfigDoc serves the configuration documentation page locally.
func serveConfigDoc(port int) (string, error) {
	// Source: github.com/centrifugal/centrifugo/internal/cli/configdoc.go:73 (constant host localhost joined to the port; no IPv6 risk)
	url := "http://localhost:" + strconv.Itoa(port) // lookalike
	go func() {
		_ = http.ListenAndServe(":"+strconv.Itoa(port), nil)
	}()
	return url, nil
}

func describe(e PostgresEngine, c PostgresConsumer) string {
	return fmt.Sprint(len(e.DSN), len(c.DSN))
}
