package tgspam

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRedactConnURL(t *testing.T) {
	tbl := []struct {
		name string
		in   string
		want string
	}{
		{"postgres with password",
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:21 (credentials: input to the connection-URL redactor, a password in a redaction test, deliberate by rule 2c)
			"postgres://user:s3cret@localhost:5432/spam", // lookalike
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:21 (credentials: expected redactor output whose password is the mask xxxxx, rules 2c and 3)
			"postgres://user:xxxxx@localhost:5432/spam"}, // lookalike
		{"postgres without password",
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:22 (credentials: a userinfo with a user name and no password in a redaction row, nothing secret, rule 2c)
			"postgres://user@localhost:5432/spam", // lookalike
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:22 (credentials: expected unchanged output of the redactor, a user name only, rule 2c)
			"postgres://user@localhost:5432/spam"}, // lookalike
		{"postgres with empty password",
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:24 (credentials: an empty password fed to the redactor on purpose, rule 2c)
			"postgres://user:@localhost:5432/spam", // lookalike
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:24 (credentials: expected masked output xxxxx of the redactor, rules 2c and 3)
			"postgres://user:xxxxx@localhost:5432/spam"}, // lookalike
		{"postgres with encoded password",
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:25 (credentials: a percent-encoded password that the redaction test checks is removed, rule 2c)
			"postgres://user:p%40ss%3Aword@localhost/spam", // lookalike
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:25 (credentials: expected masked output of the redactor, rules 2c and 3)
			"postgres://user:xxxxx@localhost/spam"}, // lookalike
		{"postgres with both",
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:30 (credentials: password in userinfo and query given to the redactor, rule 2c)
			"postgres://user:s3cret@localhost/spam?sslpassword=other", // lookalike
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:31 (credentials: expected output with both secrets masked as xxxxx, rules 2c and 3)
			"postgres://user:xxxxx@localhost/spam?sslpassword=xxxxx"}, // lookalike
		{"malformed url keeps only the scheme",
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:36 (syntax: a row named malformed url with a newline in the password, deliberate by rules 2b and 2c)
			"postgres://user:s3\ncret@localhost/spam", // lookalike
			"postgres://xxxxx"},
	}

	for _, tt := range tbl {
		t.Run(tt.name, func(t *testing.T) {
			got := RedactConnURL(tt.in)
			assert.Equal(t, tt.want, got)
			assert.NotContains(t, got, "s3cret")
		})
	}
}

func TestNew_errorDoesNotLeakCredentials(t *testing.T) {
	// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:51 (credentials: the test expects an error and checks the password does not leak from it, a deliberate fixture by rules 2a and 2c)
	_, err := New(context.Background(), "mysql://user:s3cret@localhost:3306/spam", "gr1") // lookalike
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "s3cret")
}

func TestNewPostgres_invalidURLDoesNotLeakCredentials(t *testing.T) {
	// Source: github.com/umputun/tg-spam/app/storage/engine/redact_test.go:57 (syntax: an invalid URL with a control character in a test named invalidURL that expects an error, rules 2a and 2b)
	_, err := NewPostgres(context.Background(), "postgres://user:s3\ncret@localhost/spam", "gr1") // lookalike
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "s3cret")
}
