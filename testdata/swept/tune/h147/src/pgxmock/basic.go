// Package pgxmock holds cases rewritten from github.com/pashagolub/pgxmock/v4.
package pgxmock

import (
	"context"

	pgxpool "github.com/jackc/pgx/v5/pgxpool"
)

// BasicMain opens the pool of the basic example.
func BasicMain() {
	// Source: github.com/pashagolub/pgxmock/v4/examples/basic/basic.go:41 (credentials: the userinfo holds only a role name and no password.)
	db, err := pgxpool.New(context.Background(), "postgres://rolname@hostname/dbname") // lookalike
	if err != nil {
		panic(err)
	}
	defer db.Close()
}
