package pg

import (
	"testing"
	"time"
)

func TestParseURL(t *testing.T) {
	cases := []struct {
		url      string
		addr     string
		user     string
		password string
		database string
		wantErr  bool
	}{
		// Source: github.com/go-pg/pg/options_test.go:27 (credentials: input of the package's own URL parser; the row holds the password the test compares with what comes out; uniform sample of 5 of the repository's 17 rows)
		{"postgres://vasya:pupkin@somewhere.at.amazonaws.com:5432/postgres", "somewhere.at.amazonaws.com:5432", "vasya", "pupkin", "postgres", false}, // lookalike
		// Source: github.com/go-pg/pg/options_test.go:60 (credentials: parser input the test expects to be rejected for its sslmode)
		{"postgres://vasya:pupkin@somewhere.at.amazonaws.com:5432/postgres?sslmode=require", "", "vasya", "pupkin", "postgres", true}, // lookalike
		// Source: github.com/go-pg/pg/options_test.go:137 (credentials: parser input without a port, password compared with what the parser gets out)
		{"postgres://vasya:pupkin@somewhere.at.amazonaws.com/postgres", "somewhere.at.amazonaws.com:5432", "vasya", "pupkin", "postgres", false}, // lookalike
	}

	for _, c := range cases {
		t.Run(c.url, func(t *testing.T) {
			o, err := ParseURL(c.url)
			if c.wantErr {
				if err == nil {
					t.Fatal("expected an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if o.Addr != c.addr {
				t.Errorf("addr: got %q, want %q", o.Addr, c.addr)
			}
			if o.User != c.user {
				t.Errorf("user: got %q, want %q", o.User, c.user)
			}
			if o.Password != c.password {
				t.Errorf("password: got %q, want %q", o.Password, c.password)
			}
			if o.Database != c.database {
				t.Errorf("database: got %q, want %q", o.Database, c.database)
			}
		})
	}
}

func TestOptions_ToURL(t *testing.T) {
	tests := []struct {
		name     string
		opts     *Options
		expected string
	}{
		// Source: github.com/go-pg/pg/options_test.go:275 (credentials: expected output of ToURL for a password the test itself sets in Options.Password)
		{"UserPass", &Options{Database: "postgres", User: "postgres", Password: "password"}, "postgres://postgres:password@localhost:5432/postgres?sslmode=disable"}, // lookalike
		// Source: github.com/go-pg/pg/options_test.go:278 (credentials: same, with a dial timeout and an application name the writer encodes)
		{"UserPassAddrApplTimeout", &Options{Database: "postgres", User: "postgres", Password: "password", Addr: "somewhere:1234", ApplicationName: "test", DialTimeout: time.Second}, "postgres://postgres:password@somewhere:1234/postgres?application_name=test&connect_timeout=1&sslmode=disable"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			actual := tt.opts.ToURL()
			if actual != tt.expected {
				t.Fatalf("got %q, want %q", actual, tt.expected)
			}
			if _, err := ParseURL(actual); err != nil {
				t.Fatal(err)
			}
		})
	}
}
