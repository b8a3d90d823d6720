package ownsinks

import (
	"bytes"
	"strings"
	"testing"
)

// Source: github.com/jshawl/dbq/pgdb_test.go (the test opens the package's
// own NewPostgresDB with a URL holding the password).
func TestNewPostgresDB(t *testing.T) {
	t.Parallel()
	dsn := "postgres://dbq:dbqpassword@localhost:5432/dbq_test" // defect credentials
	ctx := t.Context()
	database, err := NewPostgresDB(ctx, dsn)
	if err != nil {
		t.Fatalf("%v", err)
	}
	defer database.Close(ctx)
}

// Source: github.com/nagai1110/Go/ch1/1_9/fetch_test.go (a table of URLs
// ranged into the package's fetch).
func TestFetch(t *testing.T) {
	var tests = []struct {
		url  string
		want string
	}{
		{"http://gopl.io", "status code: 200"}, // lookalike
	}
	for _, test := range tests {
		out = new(bytes.Buffer)
		fetch(test.url)
		if got := out.(*bytes.Buffer).String(); !strings.Contains(got, test.want) {
			t.Errorf("fetch(%s) = %s", test.url, got)
		}
	}
}

// Source: github.com/RomTin/programming-go/ch01/ex09/main_test.go (a bare
// host name: fetchStatus adds the scheme itself).
func TestFetchStatus(t *testing.T) {
	if got := fetchStatus("romtin.github.io"); got != "200 OK" { // lookalike
		t.Errorf("something went wrong in http request")
	}
}
