package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdin  string
		status int
		stdout string // exact
		stderr string // substring
	}{
		{"check ok", []string{"check", "http://example.com/"}, "", 0, "ok http://example.com/\n", ""},
		{"check bad", []string{"check", "http://exa mple.com/"}, "", 1, "",
			"invalid character in host: ' ' at offset 10 (reg-name)\n    http://exa mple.com/\n              ^\n"},
		{"check rule", []string{"check", "-rule", "absolute-URI", "http://h/#f"}, "", 1, "", "fragment not allowed at offset 9 (absolute-URI)"},
		{"check unknown rule", []string{"check", "-rule", "url", "x"}, "", 2, "", `unknown rule "url"`},
		{"check stdin", []string{"check"}, "a:b\r\n/ok\n", 0, "ok a:b\nok /ok\n", ""},
		{"password hidden", []string{"check", "https://u:hunter2@h:x/"}, "", 1, "", `"https://u:***@h:x/"`},
		{"parse", []string{"parse", "http://u:pw@h?"}, "", 0,
			`{"input":"http://u:***@h?","scheme":"http","authority":"u:***@h","userinfo":"u:***","host":"h","hostKind":"reg-name","port":null,"path":"","query":"","fragment":null}` + "\n", ""},
		{"parse shows password", []string{"parse", "-show-password", "//u:pw@h"}, "", 0,
			`{"input":"//u:pw@h","scheme":null,"authority":"u:pw@h","userinfo":"u:pw","host":"h","hostKind":"reg-name","port":null,"path":"","query":null,"fragment":null}` + "\n", ""},
		{"normalize", []string{"normalize", "HTTP://Example.COM:80/a/./b/../%7euser"}, "", 0, "http://example.com:80/a/~user\n", ""},
		{"normalize scheme", []string{"normalize", "-scheme", "HTTP://Example.COM:80"}, "", 0, "http://example.com/\n", ""},
		{"resolve", []string{"resolve", "http://a/b/c/d;p?q", "../g", "http:g"}, "", 0, "http://a/b/g\nhttp:g\n", ""},
		{"resolve compat", []string{"resolve", "-compat", "http://a/b/c/d;p?q", "http:g"}, "", 0, "http://a/b/c/g\n", ""},
		{"resolve bad base", []string{"resolve", "/relative", "g"}, "", 1, "", "base: "},
		{"no command", nil, "", 2, "", "usage:"},
		{"unknown command", []string{"frob"}, "", 2, "", `unknown command "frob"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			if status != tt.status {
				t.Errorf("status = %d, want %d (stderr %q)", status, tt.status, stderr.String())
			}
			if stdout.String() != tt.stdout {
				t.Errorf("stdout = %q, want %q", stdout.String(), tt.stdout)
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr = %q, want it to contain %q", stderr.String(), tt.stderr)
			}
			if strings.Contains(stdout.String()+stderr.String(), "hunter2") {
				t.Error("a password was printed")
			}
		})
	}
}
