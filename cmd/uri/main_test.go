package main

//lint:file-ignore credentials the inputs of a URI parser's tests hold passwords on purpose

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
		{"password in a path hidden", []string{"parse", "http//u:pw@h"}, "", 0,
			`{"input":"http//u:***@h","scheme":null,"authority":null,"userinfo":null,"host":null,"port":null,"path":"http//u:***@h","query":null,"fragment":null}` + "\n", ""},
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

// TestNoPassword runs every command on URIs with a password, valid and
// not, and checks that the password is in no byte of the output.
func TestNoPassword(t *testing.T) {
	const pw = "s3cret"
	inputs := []string{
		"HTTP://bob:" + pw + "@Example.com:80/a/./b?q#f",
		"http://bob:" + pw + "@exa mple.com/",
		"http//bob:" + pw + "@x",
		"postgres://bob:" + pw + "@db/app",
	}
	for _, args := range [][]string{
		{"check"}, {"parse"}, {"normalize"}, {"normalize", "-scheme"}, {"check", "-rule", "URI"},
		{"resolve", "http://bob:" + pw + "@a/b/c"}, {"resolve", "-compat", "http://bob:" + pw + "@a/b/c"},
		{"resolve", "http://bob:" + pw + "@a b/c"},
	} {
		for _, stdin := range []bool{false, true} {
			var stdout, stderr bytes.Buffer
			in := strings.NewReader("")
			all := args
			if stdin {
				in = strings.NewReader(strings.Join(inputs, "\n") + "\n")
			} else {
				all = append(append([]string(nil), args...), inputs...)
			}
			run(all, in, &stdout, &stderr)
			if out := stdout.String() + stderr.String(); strings.Contains(out, pw) {
				t.Errorf("uri %s (stdin %v) shows the password:\n%s", strings.Join(args, " "), stdin, out)
			}
		}
	}
}
