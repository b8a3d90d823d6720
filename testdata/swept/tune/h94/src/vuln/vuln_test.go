package vuln

import (
	"net/url"
	"testing"
)

type urlTest struct {
	url          string
	filePath     string
	canonicalURL string
	wantErr      string
}

var urlTestsWindows = []urlTest{
	// Source: golang.org/x/vuln/internal/web/url_test.go:122 (percent: %20 encodes a needed space, a row of the file-URL converter table)
	{url: `file://laptop/My%20Documents/FileSchemeURIs.doc`, filePath: `\\laptop\My Documents\FileSchemeURIs.doc`}, // lookalike
	// Source: golang.org/x/vuln/internal/web/url_test.go:126 (percent: %20 encodes a needed space, a row of the file-URL converter table)
	{url: `file:///C:/Documents%20and%20Settings/davris/FileSchemeURIs.doc`, filePath: `C:\Documents and Settings\davris\FileSchemeURIs.doc`}, // lookalike
	// Source: golang.org/x/vuln/internal/web/url_test.go:130 (percent: %20 encodes a needed space, a row of the file-URL converter table)
	{url: `file:///D:/Program%20Files/Viewer/startup.htm`, filePath: `D:\Program Files\Viewer\startup.htm`}, // lookalike
	{
		// Source: golang.org/x/vuln/internal/web/url_test.go:134 (percent: %20 encodes a needed space, input of the file-URL converter whose query is dropped)
		url: `file:///C:/Program%20Files/Music/Web%20Sys/main.html?REQUEST=RADIO`, filePath: `C:\Program Files\Music\Web Sys\main.html`, // lookalike
		// Source: golang.org/x/vuln/internal/web/url_test.go:136 (percent: the canonical output of the file-URL converter keeps the needed %20)
		canonicalURL: `file:///C:/Program%20Files/Music/Web%20Sys/main.html`, // lookalike
	},
	// Source: golang.org/x/vuln/internal/web/url_test.go:143 (percent: the encoded unreserved %2D and %5F are deliberate in a row that wants an error from the converter)
	{url: `file:////applib/products/a%2Db/abc%5F9/4148.920a/media/start.swf`, wantErr: "file URL missing drive letter"}, // lookalike
	// Source: golang.org/x/vuln/internal/web/url_test.go:154 (syntax: the space and the drive letter in the host are deliberate in a row that wants an error)
	{url: `file://D:/Program Files/Viewer/startup.htm`, wantErr: "file URL encodes volume in host field: too few slashes?"}, // lookalike
	{
		// Source: golang.org/x/vuln/internal/web/url_test.go:163 (syntax: a non-ASCII path is input to the file-URL converter, which the row checks it canonicalises)
		url: `file:///C:/exampleㄓ.txt`, filePath: `C:\exampleㄓ.txt`, // lookalike
		// Source: golang.org/x/vuln/internal/web/url_test.go:165 (percent: the UTF-8 percent-encoding is the converter's expected canonical output)
		canonicalURL: `file:///C:/example%E3%84%93.txt`, // lookalike
	},
	// Source: golang.org/x/vuln/internal/web/url_test.go:168 (percent: the UTF-8 percent-encoding is input to the file-URL converter)
	{url: `file:///C:/example%E3%84%93.txt`, filePath: `C:\exampleㄓ.txt`}, // lookalike
}

func TestURLToFilePath(t *testing.T) {
	for _, tc := range urlTestsWindows {
		u, err := url.Parse(tc.url)
		if err != nil {
			continue
		}
		path, err := URLToFilePath(u)
		if err != nil {
			if err.Error() == tc.wantErr {
				continue
			}
			t.Fatalf("URLToFilePath(%v): %v", u, err)
		}
		if path != tc.filePath {
			t.Logf("URLToFilePath(%v) = %q, want %q", u, path, tc.filePath)
		}
	}
}
