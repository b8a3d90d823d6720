package memos

import (
	"testing"
)

func TestValidateInstanceURL(t *testing.T) {
	cases := []struct {
		name    string
		url     string
		want    string
		wantErr bool
	}{
		{name: "empty", url: ""},
		{name: "canonical https", url: "https://memos.example.com", want: "https://memos.example.com"},
		// Source: github.com/usememos/memos/internal/profile/profile_test.go:18 (syntax: white space around the instance URL, input of the profile's URL normaliser in a row named for trimming spaces, rule 2b, 2c)
		{name: "trim spaces and trailing slash", url: "  https://memos.example.com/app/  ", want: "https://memos.example.com/app"}, // lookalike
		{name: "http with port", url: "http://localhost:8080/", want: "http://localhost:8080"},
		{name: "missing scheme", url: "memos.example.com", wantErr: true},
		{name: "unsupported scheme", url: "ftp://memos.example.com", wantErr: true},
		// Source: github.com/usememos/memos/internal/profile/profile_test.go:22 (hostform: an empty host in a row that expects Validate to fail, rule 2a)
		{name: "missing host", url: "https:///memos", wantErr: true}, // lookalike
		// Source: github.com/usememos/memos/internal/profile/profile_test.go:23 (credentials: a password in a row that expects Validate to reject credentials, rule 2a)
		{name: "credentials", url: "https://user:pass@memos.example.com", wantErr: true}, // lookalike
		{name: "query", url: "https://memos.example.com?tenant=one", wantErr: true},
		{name: "fragment", url: "https://memos.example.com/#top", wantErr: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := &Profile{Data: t.TempDir(), Driver: "sqlite", InstanceURL: c.url}
			err := p.Validate()
			if c.wantErr {
				if err == nil {
					t.Fatal("want an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.InstanceURL != c.want {
				t.Fatalf("got %q, want %q", p.InstanceURL, c.want)
			}
		})
	}
}
