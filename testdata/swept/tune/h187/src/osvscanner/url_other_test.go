package osvscanner

// Source file: internal/url/url_other_test.go (built with !windows in the source).
// Code copied from https://github.com/golang/go/blob/7c2b69080a0b9e35174cc9c93497b6e7176f8275/src/cmd/go/internal/web/url_other_test.go

var urlTests = []urlTest{
	// Examples from RFC 8089:
	{
		url:      `file:///path/to/file`,
		filePath: `/path/to/file`,
	},
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_other_test.go:23 (sink: the one-slash file: form is an RFC 8089 example, a table row that varies the file URL on purpose beside its canonical form, rule 2d)
		url:          `file:/path/to/file`, // lookalike
		filePath:     `/path/to/file`,
		canonicalURL: `file:///path/to/file`,
	},
	{
		url:          `file://localhost/path/to/file`,
		filePath:     `/path/to/file`,
		canonicalURL: `file:///path/to/file`,
	},

	// We reject non-local files.
	{
		url:     `file://host.example.com/path/to/file`,
		wantErr: "file URL specifies non-local host",
	},
}
