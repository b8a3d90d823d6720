package gorqlite

import (
	"os"
	"testing"
)

func TestRedactURL(t *testing.T) {
	tests := []struct {
		name string
		url  string
		want string
	}{
		{
			name: "no credentials",
			url:  "http://localhost:4001/db/query",
			want: "http://localhost:4001/db/query",
		},
		{
			name: "with credentials",
			// Source: github.com/rqlite/gorqlite/api_test.go:20 (credentials: input of the package's URL redactor, rule 2c)
			url: "http://user:pass@localhost:4001/db/query", // lookalike
			// Source: github.com/rqlite/gorqlite/api_test.go:21 (credentials: the redactor's expected output, a masked password)
			want: "http://user:xxxxx@localhost:4001/db/query", // lookalike
		},
		{
			name: "with credentials and params",
			// Source: github.com/rqlite/gorqlite/api_test.go:25 (credentials: input of the redactor, rule 2c)
			url: "http://user:notasecret@localhost:4001/db/query?pretty=true", // lookalike
			// Source: github.com/rqlite/gorqlite/api_test.go:26 (credentials: masked password in the expected output)
			want: "http://user:xxxxx@localhost:4001/db/query?pretty=true", // lookalike
		},
		{
			name: "invalid url",
			// Source: github.com/rqlite/gorqlite/api_test.go:30 (syntax: a brace in the scheme of a row named "invalid url", rule 2b)
			url:  "h{tp://invalid-url", // lookalike
			want: "",
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			if got := redactURL(test.url); got != test.want {
				t.Errorf("got %s, want %s", got, test.want)
			}
		})
	}
}

func testURL() string {
	url := os.Getenv("GORQLITE_TEST_URL")
	if url == "" {
		// Source: github.com/rqlite/gorqlite/gorqlite_test.go:50 (hostform: "http://" alone, which the package's own Open documents as the default node localhost:4001, rule 2c)
		url = "http://" // lookalike
	}
	return url
}

func TestOpen(t *testing.T) {
	conn, err := Open(testURL())
	if err != nil {
		t.Fatal(err)
	}
	if conn.leader == "" {
		t.Fatal("no leader")
	}
}
