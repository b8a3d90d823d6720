package redigo

import (
	"strings"
	"testing"
)

var dialErrors = []struct {
	rawurl        string
	expectedError string
}{
	{
		"localhost",
		"invalid redis URL scheme",
	},
	// The error message for invalid hosts is different in different
	// versions of Go, so just check that there is an error message.
	{
		// Source: github.com/gomodule/redigo/redis/conn_test.go:608 (syntax: a space in the host of a URL the test expects DialURL to reject, rule 2a)
		"redis://weird url", // lookalike
		"",
	},
	{
		// Source: github.com/gomodule/redigo/redis/conn_test.go:612 (port: a host with two colons the test expects DialURL to reject, rule 2a)
		"redis://foo:bar:baz", // lookalike
		"",
	},
}

func TestDialURLErrors(t *testing.T) {
	for _, d := range dialErrors {
		_, err := DialURL(d.rawurl)
		if err == nil || !strings.Contains(err.Error(), d.expectedError) {
			t.Errorf("DialURL did not return expected error (expected %v to contain %s)", err, d.expectedError)
		}
	}
}

var dialURLTests = []struct {
	description string
	url         string
	w           string
}{
	// Source: github.com/gomodule/redigo/redis/conn_test.go:686 (credentials: input of the package's own URL dialer; the row holds the AUTH command the test compares with what it sends, rule 2c)
	{"password", "redis://:abc123@localhost", "AUTH abc123"}, // lookalike
	// Source: github.com/gomodule/redigo/redis/conn_test.go:687 (credentials: a user name only, which the dialer sends as the password for redis-cli compatibility; the test compares the AUTH command)
	{"password redis-cli compat", "redis://abc123@localhost", "AUTH abc123"}, // lookalike
	// Source: github.com/gomodule/redigo/redis/conn_test.go:688 (credentials: dialer input with a database, password compared with the AUTH command sent)
	{"password db1", "redis://:abc123@localhost/1", "AUTH abc123,SELECT 1"}, // lookalike
	// Source: github.com/gomodule/redigo/redis/conn_test.go:689 (credentials: redis-cli style user-only userinfo with a database, compared)
	{"password db1 redis-cli compat", "redis://abc123@localhost/1", "AUTH abc123,SELECT 1"}, // lookalike
	// Source: github.com/gomodule/redigo/redis/conn_test.go:690 (hostform: the row's name says "no host", the dialer's default host is what is tested; the password is compared)
	{"password no host db0", "redis://:abc123@/0", "AUTH abc123"}, // lookalike
	// Source: github.com/gomodule/redigo/redis/conn_test.go:691 (hostform: no host by the row's name, user-only userinfo)
	{"password no host db0 redis-cli compat", "redis://abc123@/0", "AUTH abc123"}, // lookalike
	// Source: github.com/gomodule/redigo/redis/conn_test.go:692 (hostform: no host by the row's name, password compared)
	{"password no host db1", "redis://:abc123@/1", "AUTH abc123,SELECT 1"}, // lookalike
	// Source: github.com/gomodule/redigo/redis/conn_test.go:693 (hostform: no host by the row's name, user-only userinfo)
	{"password no host db1 redis-cli compat", "redis://abc123@/1", "AUTH abc123,SELECT 1"}, // lookalike
	// Source: github.com/gomodule/redigo/redis/conn_test.go:694 (credentials: user and password the test compares with the ACL AUTH command the dialer sends, rule 2c)
	{"username and password", "redis://user:password@localhost", "AUTH user password"}, // lookalike
	// Source: github.com/gomodule/redigo/redis/conn_test.go:695 (credentials: an empty password, which is no password)
	{"username", "redis://x:@localhost", "AUTH x"}, // lookalike
	{"database 3", "redis://localhost/3", "SELECT 3"},
}

func TestDialURL(t *testing.T) {
	for _, tt := range dialURLTests {
		t.Run(tt.description, func(t *testing.T) {
			c, err := DialURL(tt.url)
			if err != nil {
				t.Errorf("%s dial error: %v", tt.description, err)
				return
			}
			if w := strings.Join(c.Commands, ","); w != tt.w {
				t.Errorf("%s commands = %q, want %q", tt.description, w, tt.w)
			}
		})
	}
}
