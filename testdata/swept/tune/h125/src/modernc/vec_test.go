package modernc

import (
	"database/sql"
	"testing"
)

// Source: modernc.org/sqlite/vec_test.go:22 (syntax: the URL sits in an SQL comment inside a script and is followed by a tab, it is prose, not a URI value)
func vecExample(t *testing.T, db *sql.DB) {
	_, err := db.Exec("\n-- https://github.com/asg017/sqlite-vec?tab=readme-ov-file#sample-usage\t\ncreate virtual table vec_examples using vec0(sample_embedding float[8]);") // lookalike
	if err != nil {
		t.Fatal(err)
	}
}
