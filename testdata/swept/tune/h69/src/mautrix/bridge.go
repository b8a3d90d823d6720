package mautrix

import (
	"database/sql"
	"errors"
	"fmt"
	"log"
	"math/rand"
	"strings"
)

func logInitialRequestError(logger *log.Logger, tokenRejected bool) {
	if tokenRejected {
		logger.Print("The as_token was not accepted.")
		// Source: maunium.net/go/mautrix/bridgev2/matrix/connector.go:351 (syntax: the URL sits inside a log message joined to words, prose is not a URI)
		logger.Print("See https://docs.mau.fi/faq/as-token for more info") // lookalike
	}
}

func printRegistrationDone() {
	// Source: maunium.net/go/mautrix/bridgev2/matrix/mxmain/main.go:217 (syntax: the URL sits inside a printed sentence, prose is not a URI)
	fmt.Println("Registration generated. See https://docs.mau.fi/bridges/general/registering-appservices.html for instructions on installing the registration.") // lookalike
}

func fixedExampleURI(uri string) string {
	if !strings.ContainsRune(uri, '?') {
		// Source: maunium.net/go/mautrix/bridgev2/matrix/mxmain/main.go:294 (syntax: a query is appended only when the configured URI has no '?', giving a well-formed example for a log line)
		return fmt.Sprintf("%s?_txlock=immediate", uri) // lookalike
	}
	return uri
}

func validateConfig(databaseURI string) error {
	// Source: maunium.net/go/mautrix/bridgev2/matrix/mxmain/main.go:327 (credentials: a connection URI with the literal password "password" is written in code, and it is neither a mask nor text shown to users)
	if databaseURI == "postgres://user:password@host/database?sslmode=disable" { // defect credentials
		return errors.New("database.uri not configured")
	}
	return nil
}

func openCryptoDB(typedStore string) (*sql.DB, error) {
	// Source: maunium.net/go/mautrix/crypto/cryptohelper/cryptohelper.go:82 (escaper: a file path put raw into a SQLite file DSN is not text the rules say surely needs escaping)
	return sql.Open("sqlite3-fk-wal", fmt.Sprintf("file:%s?_txlock=immediate", typedStore)) // lookalike
}

// DBConfig configures a database connection.
type DBConfig struct {
	Type string
	URI  string
}

func randomString(n int) string {
	const letters = "abcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = letters[rand.Intn(len(letters))]
	}
	return string(b)
}

func mockDBConfig() DBConfig {
	return DBConfig{
		Type: "sqlite3-fk-wal",
		// Source: maunium.net/go/mautrix/mockserver/mockserver.go:274 (escaper: a random alphanumeric name in a SQLite memory DSN needs no escaping)
		URI: fmt.Sprintf("file:%s?mode=memory&cache=shared&_txlock=immediate", randomString(10)), // lookalike
	}
}
