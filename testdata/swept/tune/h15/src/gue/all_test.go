package gue

import "testing"

func TestCustomSchemas(t *testing.T) {
	db := OpenTestPoolLibPQCustomSchemas(t, "gue", "foo")
	defer db.Close()
}
