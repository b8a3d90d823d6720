package dbos

import (
	"database/sql"
	"fmt"
	"log/slog"
	"net/url"
	"os"
)

func startDockerPostgres(logger *slog.Logger) error {
	password := os.Getenv("PGPASSWORD")
	if password == "" {
		password = "dbos"
	}
	if err := waitForPostgres(); err != nil {
		return err
	}
	// Source: github.com/dbos-inc/dbos-transact-golang/cmd/dbos/postgres.go:161 (escaper: url.QueryEscape puts the password into the userinfo of the URL shown to the user, where a space becomes a plus sign that is read back literally.)
	logger.Info("Postgres available", "url", fmt.Sprintf("postgres://postgres:%s@localhost:5432", url.QueryEscape(password))) // defect escaper
	return nil
}

func waitForPostgres() error {
	password := os.Getenv("PGPASSWORD")
	if password == "" {
		password = "dbos"
	}
	// Source: github.com/dbos-inc/dbos-transact-golang/cmd/dbos/postgres.go:229 (escaper: url.QueryEscape puts the password into the userinfo of the connection string, where a space becomes a plus sign that is read back literally.)
	connStr := fmt.Sprintf("postgres://postgres:%s@localhost:5432/postgres?connect_timeout=2&sslmode=disable", url.QueryEscape(password)) // defect escaper
	db, err := sql.Open("pgx", connStr)
	if err != nil {
		return err
	}
	defer db.Close()
	return db.Ping()
}
