package modernc

import (
	"database/sql"
	"fmt"
	"testing"
)

// Source: modernc.org/sqlite/sharedcache_test.go:427 (escaper: the %v of a bool gives "true" or "false", which need no escaping in the in-memory database name)
func TestSharedCacheTxEndWaitsForSchemaLock(t *testing.T) {
	for _, commit := range []bool{true, false} {
		db, err := sql.Open("sqlite", fmt.Sprintf("file:sharedcache-txend-%v?mode=memory&cache=shared", commit)) // lookalike
		if err != nil {
			t.Fatal(err)
		}
		db.Close()
	}
}
