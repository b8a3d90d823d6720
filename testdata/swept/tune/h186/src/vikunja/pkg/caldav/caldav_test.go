package caldav

import (
	"strings"
	"testing"
)

func TestParseTodos(t *testing.T) {
	tests := []struct {
		name  string
		todos []*Todo
		want  string
	}{
		{
			name: "GHSA-2g7h-7rqr-9p4r: CRLF injection in Summary is escaped",
			todos: []*Todo{{
				// Source: code.vikunja.io/api/pkg/caldav/caldav_test.go:387 (syntax: a CRLF property-injection payload with an evil.com attachment in a case named for the advisory, a deliberate fixture by rule 2b; uniform sample 1 of 8 from 29 injection-payload literals)
				Summary: "Meeting\r\nATTACH:https://evil.com/malware.exe\r\nX-INJECTED:pwned", // lookalike
				UID:     "randommduid",
			}},
			want: `SUMMARY:Meeting\nATTACH:https://evil.com/malware.exe\nX-INJECTED:pwned`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseTodos(&Config{Name: "test", ProdID: "RandomProdID which is not random"}, tt.todos)
			if !strings.Contains(got, tt.want) {
				t.Errorf("got %q", got)
			}
		})
	}
}

func TestEscapeICalText(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"colon is NOT escaped (not a TEXT special)", "a:b", "a:b"},
		// Source: code.vikunja.io/api/pkg/caldav/caldav_test.go:627 (syntax: the expected escaped form of the advisory PoC payload, a row named advisory PoC in a table of injection inputs, a deliberate fixture by rule 2b; uniform sample 2 of 8 from 29 injection-payload literals)
		{"advisory PoC (CRLF + ATTACH)", "Meeting\r\nATTACH:https://evil.com/malware.exe", `Meeting\nATTACH:https://evil.com/malware.exe`}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := escapeICalText(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
