package osvscanner

// Source file: internal/url/url_windows_test.go (built only on Windows in the
// source, where its table is named urlTests; renamed here so it builds everywhere).
// Code copied from https://github.com/golang/go/blob/7c2b69080a0b9e35174cc9c93497b6e7176f8275/src/cmd/go/internal/web/url_windows_test.go

var windowsURLTests = []urlTest{
	// Examples from https://blogs.msdn.microsoft.com/ie/2006/12/06/file-uris-in-windows/:

	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:18 (percent: the expected output of the path-to-URL converter, a space escaped as upper-case %20, normal form, rule 2c)
		url:      `file://laptop/My%20Documents/FileSchemeURIs.doc`, // lookalike
		filePath: `\\laptop\My Documents\FileSchemeURIs.doc`,
	},
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:22 (percent: the expected output of the path-to-URL converter with upper-case %20 escapes, normal form, rule 2c)
		url:      `file:///C:/Documents%20and%20Settings/davris/FileSchemeURIs.doc`, // lookalike
		filePath: `C:\Documents and Settings\davris\FileSchemeURIs.doc`,
	},
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:26 (percent: the expected output of the path-to-URL converter with an upper-case %20 escape, rule 2c)
		url:      `file:///D:/Program%20Files/Viewer/startup.htm`, // lookalike
		filePath: `D:\Program Files\Viewer\startup.htm`,
	},
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:30 (percent: a row that varies the URL with a query on purpose beside its canonical form, upper-case %20 escapes, rules 2c and 2d)
		url:      `file:///C:/Program%20Files/Music/Web%20Sys/main.html?REQUEST=RADIO`, // lookalike
		filePath: `C:\Program Files\Music\Web Sys\main.html`,
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:32 (percent: the canonical URL the converter must produce, upper-case %20 escapes, rule 2c)
		canonicalURL: `file:///C:/Program%20Files/Music/Web%20Sys/main.html`, // lookalike
	},
	{
		url:      `file://applib/products/a-b/abc_9/4148.920a/media/start.swf`,
		filePath: `\\applib\products\a-b\abc_9\4148.920a\media\start.swf`,
	},
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:39 (percent: escaped unreserved characters %2D and %5F in a row whose wantErr expects rejection, a deliberate fixture by rule 2a)
		url:     `file:////applib/products/a%2Db/abc%5F9/4148.920a/media/start.swf`, // lookalike
		wantErr: "file URL missing drive letter",
	},
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:43 (syntax: a Windows path with backslashes and spaces in a row whose wantErr expects a non-file URL error, rule 2a)
		url:     `C:\Program Files\Music\Web Sys\main.html?REQUEST=RADIO`, // lookalike
		wantErr: "non-file URL",
	},

	// The example "file://D:\Program Files\Viewer\startup.htm" errors out in
	// url.Parse, so we substitute a slash-based path for testing instead.
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:50 (syntax: a space and a drive letter in the host field in a row whose wantErr expects rejection, rule 2a)
		url:     `file://D:/Program Files/Viewer/startup.htm`, // lookalike
		wantErr: "file URL encodes volume in host field: too few slashes?",
	},

	// The blog post discourages the use of non-ASCII characters because they
	// depend on the user's current codepage. However, when we are working with Go
	// strings we assume UTF-8 encoding, and our url package refuses to encode
	// URLs to non-ASCII strings.
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:59 (syntax: a non-ASCII path in a row that varies the URL on purpose beside its percent-encoded canonical form, input to the URI converter, rules 2c and 2d)
		url:      `file:///C:/exampleㄓ.txt`, // lookalike
		filePath: `C:\exampleㄓ.txt`,
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:61 (percent: the canonical URL of the converter with upper-case UTF-8 escapes, normal form, rule 2c)
		canonicalURL: `file:///C:/example%E3%84%93.txt`, // lookalike
	},
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:64 (percent: the expected output of the converter with upper-case UTF-8 escapes, normal form, rule 2c)
		url:      `file:///C:/example%E3%84%93.txt`, // lookalike
		filePath: `C:\exampleㄓ.txt`,
	},

	// Examples from RFC 8089:

	// We allow the drive-letter variation from section E.2, because it is
	// simpler to support than not to. However, we do not generate the shorter
	// form in the reverse direction.
	{
		// Source: github.com/google/osv-scanner/v2/internal/url/url_windows_test.go:74 (sink: the RFC 8089 E.2 drive-letter form without slashes, a table row varying the file URL on purpose beside its canonical form, rule 2d)
		url:          `file:c:/path/to/file`, // lookalike
		filePath:     `c:\path\to\file`,
		canonicalURL: `file:///c:/path/to/file`,
	},

	// We decline the four- and five-slash variations from section E.3.2.
	// The paths in these URLs would change meaning under path.Clean.
	{
		url:     `file:////host.example.com/path/to/file`,
		wantErr: "file URL missing drive letter",
	},
}
