package dburl

import (
	"fmt"
	"log"

	"github.com/xo/dburl"
)

// runExample is the example program of _example/example.go.
func runExample() {
	// Source: github.com/xo/dburl/_example/example.go:13 (credentials: the password of the URL an example program opens; outside example_test.go and Example functions only text shown to users masks a placeholder word, rule 1)
	db, err := dburl.Open("sqlserver://user:pass@localhost/dbname") // defect credentials
	if err != nil {
		log.Fatal(err)
	}
	var name string
	if err := db.QueryRow(`SELECT name FROM mytable WHERE id=10`).Scan(&name); err != nil {
		log.Fatal(err)
	}
	fmt.Println("name:", name)
}
