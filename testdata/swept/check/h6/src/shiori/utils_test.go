package shiori

import "testing"

func Test_isURLValid(t *testing.T) {
	tests := []struct {
		name string
		args string
		want bool
	}{{
		name: "valid URL",
		args: "https://www.google.com",
		want: true,
	}, {
		name: "valid localhost URL",
		args: "http://localhost:8080",
		want: true,
	}, {
		name: "valid non-HTTP URL",
		args: "ftp://www.example.com/storage",
		want: true,
	}, {
		name: "invalid URL",
		// Source: github.com/go-shiori/shiori/internal/cmd/utils_test.go:63 (sink: a broken "://" in a row named "invalid URL" that expects isURLValid to return false, rule 2a, 2b)
		args: "https:/www.google.com", // lookalike
		want: false,
	}, {
		name: "hash URL",
		args: "#some-awesome-heading",
		want: false,
	}, {
		name: "relative URL",
		args: "/page/contact",
		want: false,
	}}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := isURLValid(tt.args); got != tt.want {
				t.Errorf("isURLValid() = %v, want %v", got, tt.want)
			}
		})
	}
}
