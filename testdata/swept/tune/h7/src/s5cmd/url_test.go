package s5cmd

import "testing"

func TestURLRelative(t *testing.T) {
	testcases := []struct {
		name     string
		key      string
		relative string
	}{
		{
			name:     "plain remote",
			key:      "s3://bucket/file",
			relative: "file",
		},
		{
			name: "space char remote",
			// Source: github.com/peak/s5cmd/storage/url/url_test.go:617 (input of the package's own URL parser, a space on purpose; the case is named for it, rule 2b/2c)
			key:      "s3://bucket/s ace/file", // lookalike
			relative: "s ace/file",
		},
		{
			name: "space char remote",
			// Source: github.com/peak/s5cmd/storage/url/url_test.go:622 (same parser test, a newline written on purpose, rule 2b)
			key:      "s3://bucket/li\ne/file", // lookalike
			relative: "li\ne/file",
		},
	}
	for _, tc := range testcases {
		t.Run(tc.name, func(t *testing.T) {
			u, err := New(tc.key)
			if err != nil {
				t.Fatal(err)
			}
			if u.Path != tc.relative {
				t.Errorf("got %q want %q", u.Path, tc.relative)
			}
		})
	}
}
