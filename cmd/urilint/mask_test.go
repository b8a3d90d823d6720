package main

import "testing"

func TestMaskKnown(t *testing.T) {
	known := []string{"password", "s3cret"}
	for _, tt := range []struct{ in, want string }{
		// Where passwords stand: quoted in source, escaped in JSON, in a
		// userinfo without "://".
		{`url.UserPassword("bob", "password")`, `url.UserPassword("bob", "***")`},
		{`"fix": "url.UserPassword(\"bob\", \"s3cret\")"`, `"fix": "url.UserPassword(\"bob\", \"***\")"`},
		{`db.Open("mysql", "bob:s3cret@tcp(db)/app")`, `db.Open("mysql", "bob:***@tcp(db)/app")`},
		// The same letters as words, as in urilint's own messages.
		{`credentials: password in the userinfo made by net/url.UserPassword`, `credentials: password in the userinfo made by net/url.UserPassword`},
		{`s3crets and passwords`, `s3crets and passwords`},
		{`password`, `password`},
	} {
		if got := maskKnown(tt.in, known); got != tt.want {
			t.Errorf("maskKnown(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
