package tiup

import (
	"net/url"
	"reflect"
	"testing"
)

// HideSensitiveInfo masks passwords in command arguments.
func HideSensitiveInfo(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if u, err := url.Parse(a); err == nil && u.User != nil {
			out[i] = u.Redacted()
			continue
		}
		out[i] = a
	}
	return out
}

// Source: github.com/pingcap/tiup/pkg/environment/history_test.go:56 (the input of the package's argument redactor and its expected "xxxxx" output)
func TestHideSensitiveInfo(t *testing.T) {
	cases := []struct{ args, output []string }{
		{
			[]string{"tiup", "https://user:pass@mirror.example.com"},  // lookalike
			[]string{"tiup", "https://user:xxxxx@mirror.example.com"}, // lookalike
		},
	}
	for _, tc := range cases {
		if r := HideSensitiveInfo(tc.args); !reflect.DeepEqual(r, tc.output) {
			t.Errorf("got %v, want %v", r, tc.output)
		}
	}
}
