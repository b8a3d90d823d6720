package gotenberg

import "testing"

func TestNormalizeDomain(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{name: "empty", in: "", want: ""},
		{name: "mixed case", in: "ExAmPlE.Com", want: "example.com"},
		{name: "with port", in: "example.com:443", want: "example.com"},
		// Source: github.com/gotenberg/gotenberg/pkg/modules/chromium/events_test.go:19 (port: the row is named for its port, input of normalizeDomain, which drops it, rule 2b, 2c)
		{name: "with scheme and port", in: "https://example.com:443/foo", want: "example.com"}, // lookalike
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := normalizeDomain(tt.in); got != tt.want {
				t.Fatalf("normalizeDomain(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
