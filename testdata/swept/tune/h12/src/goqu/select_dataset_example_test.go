package goqu

import (
	"database/sql"
	"fmt"
	"os"

	"github.com/lib/pq"
)

// Source: github.com/doug-martin/goqu/select_dataset_example_test.go:33 (credentials: an empty password, "postgres:@", holds no secret)
const exampleDBURI = "postgres://postgres:@localhost:5435/goqupostgres?sslmode=disable" // lookalike

func getExampleDB() *sql.DB {
	dbURI := os.Getenv("PG_URI")
	if dbURI == "" {
		dbURI = exampleDBURI
	}
	uri, err := pq.ParseURL(dbURI)
	if err != nil {
		panic(err)
	}
	pdb, err := sql.Open("postgres", uri)
	if err != nil {
		panic(err)
	}
	return pdb
}

func Example_selectDataset() {
	db := getExampleDB()
	fmt.Println(db != nil)
}
