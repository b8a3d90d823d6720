package pgxmock

import (
	"context"
	"net/http"

	pgx "github.com/jackc/pgx/v5"
)

type api struct {
	db *pgx.Conn
}

func (a *api) posts(w http.ResponseWriter, _ *http.Request) {
	w.WriteHeader(http.StatusOK)
}

// BlogMain opens the connection of the blog example.
func BlogMain() *pgx.Conn {
	// Source: github.com/pashagolub/pgxmock/v4/examples/blog/blog.go:63 (credentials: the userinfo holds only the user name and no password.)
	db, err := pgx.Connect(context.Background(), "postgres://postgres@localhost/blog") // lookalike
	if err != nil {
		panic(err)
	}
	return db
}
