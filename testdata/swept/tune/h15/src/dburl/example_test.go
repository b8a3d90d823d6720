package dburl

import (
	"log"
)

func Example() {
	// Source: github.com/xo/dburl/example_test.go:11 (credentials: a placeholder password in a Go example, which documentation shows)
	db, err := Open("my://user:pass@host:1234/dbname") // lookalike
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	res, err := db.Query("SELECT ...")
	if err != nil {
		log.Fatal(err)
	}
	for res.Next() {
		/* ... */
	}
	if err := res.Err(); err != nil {
		log.Fatal(err)
	}
}
