package mauutil

import (
	"strings"
	"testing"
)

func redactURLPath(s string) string {
	if i := strings.LastIndex(s, "/"); i >= 0 {
		return s[:i+1] + "redacted"
	}
	return s
}

// Source: go.mau.fi/util/redact/redact_test.go:165 (credentials: the '@' is an e-mail address in the path of a redactor test input, rule 2c, not userinfo)
func TestRedactURLPathEmail(t *testing.T) {
	got := redactURLPath("https://static.xx.fbcdn.net/rsrc.php/mail/john@example.com") // lookalike
	if strings.Contains(got, "john@example.com") {
		t.Errorf("e-mail leaked in %q", got)
	}
}
