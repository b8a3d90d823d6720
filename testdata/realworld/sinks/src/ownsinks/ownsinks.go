// Package ownsinks holds a package's own functions that pass a URI on to
// a client, and the calls of its code and tests to them.
package ownsinks

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/jackc/pgx/v5"
)

// Source: github.com/jshawl/dbq/pgdb.go (NewPostgresDB hands its dsn
// straight to pgx.Connect).
type PGDB struct {
	conn *pgx.Conn
}

func NewPostgresDB(ctx context.Context, dsn string) (PGDB, error) {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return PGDB{}, err
	}
	return PGDB{conn: conn}, nil
}

func (db PGDB) Close(ctx context.Context) error { return db.conn.Close(ctx) }

// Source: github.com/nagai1110/Go/ch1/1_9/fetch.go (gopl exercise 1.9:
// fetch passes its argument unchanged to http.Get).
var out io.Writer = os.Stdout

func fetch(url string) {
	resp, err := http.Get(url)
	if err != nil {
		fmt.Fprintf(os.Stderr, "fetch: %v\n", err)
		return
	}
	defer resp.Body.Close()
	fmt.Fprintf(out, "status code: %d\n", resp.StatusCode)
}

// Source: github.com/RomTin/programming-go/ch01/ex09/main.go (gopl
// exercise: fetchStatus adds "http://" when the argument has none).
func fetchStatus(url string) string {
	if !strings.HasPrefix(url, "http://") {
		url = "http://" + url
	}
	resp, err := http.Get(url)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	return resp.Status
}

// Source: github.com/timbogit/godocapi/http/options.go and
// cmd/godocapiclient/main.go (SetBaseUrl takes a host and builds
// url.URL{Scheme: "http", Host: host}; the client passes "localhost:8080").
type CommandService struct {
	BaseURL *url.URL
}

func SetBaseUrl(host string) func(*CommandService) {
	return func(s *CommandService) {
		s.BaseURL = &url.URL{Scheme: "http", Host: host}
	}
}

func newService() *CommandService {
	s := &CommandService{}
	SetBaseUrl("localhost:8083")(s) // lookalike
	return s
}
