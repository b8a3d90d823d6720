package filebrowser

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestSetContentDisposition(t *testing.T) {
	t.Parallel()

	testCases := map[string]struct {
		filename string
		inline   bool
		expected string
	}{
		"inline simple filename": {
			filename: "document.pdf",
			inline:   true,
			// Source: github.com/filebrowser/filebrowser/v2/http/raw_test.go:84 (escaper: expected Content-Disposition ext-value of the header builder, a table row varying the file name (rule 2d); no URI)
			expected: "inline; filename*=utf-8''" + url.PathEscape("document.pdf"), // lookalike
		},
		"attachment simple filename": {
			filename: "document.pdf",
			inline:   false,
			// Source: github.com/filebrowser/filebrowser/v2/http/raw_test.go:89 (escaper: expected attachment header value for a plain name, a header parameter and no URI (rule 2d))
			expected: "attachment; filename*=utf-8''" + url.PathEscape("document.pdf"), // lookalike
		},
		"inline non-ASCII filename": {
			filename: "日本語.txt",
			inline:   true,
			// Source: github.com/filebrowser/filebrowser/v2/http/raw_test.go:94 (escaper: non-ASCII name percent-encoded for the RFC 5987 ext-value, the row the table varies on purpose (rule 2d))
			expected: "inline; filename*=utf-8''" + url.PathEscape("日本語.txt"), // lookalike
		},
		"attachment non-ASCII filename": {
			filename: "日本語.txt",
			inline:   false,
			// Source: github.com/filebrowser/filebrowser/v2/http/raw_test.go:99 (escaper: the attachment variant of the non-ASCII row, a header value and no URI (rule 2d))
			expected: "attachment; filename*=utf-8''" + url.PathEscape("日本語.txt"), // lookalike
		},
		"inline filename with spaces": {
			filename: "my file.txt",
			inline:   true,
			// Source: github.com/filebrowser/filebrowser/v2/http/raw_test.go:104 (escaper: the space is percent-encoded as %20 for the header ext-value, a row varied on purpose (rule 2d))
			expected: "inline; filename*=utf-8''" + url.PathEscape("my file.txt"), // lookalike
		},
		"attachment filename with spaces": {
			filename: "my file.txt",
			inline:   false,
			// Source: github.com/filebrowser/filebrowser/v2/http/raw_test.go:109 (escaper: attachment variant of the spaces row, a Content-Disposition value and no URI (rule 2d))
			expected: "attachment; filename*=utf-8''" + url.PathEscape("my file.txt"), // lookalike
		},
	}

	for name, tc := range testCases {
		tc := tc
		t.Run(name, func(t *testing.T) {
			t.Parallel()

			recorder := httptest.NewRecorder()
			target := "/test"
			if tc.inline {
				target += "?inline=true"
			}
			req, err := http.NewRequest(http.MethodGet, target, http.NoBody)
			if err != nil {
				t.Fatalf("failed to create request: %v", err)
			}
			setContentDisposition(recorder, req, tc.filename)
			if got := recorder.Header().Get("Content-Disposition"); got != tc.expected {
				t.Errorf("got %q, want %q", got, tc.expected)
			}
		})
	}
}
