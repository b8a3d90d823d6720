package config

import (
	"net/http"
	"testing"
)

func TestFetch(t *testing.T) {
	tests := []struct {
		name    string
		url     string
		wantErr bool
	}{
		{"ok", "http://row.example.com/", false},            // want `absolute-URI net/http.Get "http://row.example.com/"`
		{"bad port", "http://row.example.com:99999/", true}, // want `fixture absolute-URI net/http.Get "http://row.example.com:99999/"`
		{name: "invalid", url: "http//row.example.com/"},    // want `fixture absolute-URI net/http.Get "http//row.example.com/"`
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := http.Get(tc.url)
			if (err != nil) != tc.wantErr {
				t.Fatal(err)
			}
		})
	}
}
