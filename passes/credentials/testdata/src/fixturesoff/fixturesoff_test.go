package fixturesoff

import (
	"net/http"
	"net/url"
	"testing"
)

// With -credentials.tests=false, tests are left alone, fixtures and all.

func TestPasswords(t *testing.T) {
	tests := []struct {
		name    string
		url     string
		wantErr bool
	}{
		{"ok", "postgres://app:s3cret@db.example.com/app", false},
		{"invalid", "http://u:hunter2@example.com:99999/", true},
		{"list", "mongodb://u:topsecret@h1.example,h2.example/db", false},
	}
	for _, tc := range tests {
		if _, err := url.Parse(tc.url); (err != nil) != tc.wantErr {
			t.Fatal(err)
		}
	}
	if _, err := http.Get("http://u:pa55@unreachable.invalid/"); err == nil {
		t.Fatal("want an error")
	}
}
