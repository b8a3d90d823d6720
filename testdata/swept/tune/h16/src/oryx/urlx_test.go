package oryx

import "testing"

func TestParseURL(t *testing.T) {
	type testData struct {
		urlStr       string
		expectedPath string
		expectedStr  string
	}
	var testURLs = []testData{
		// Source: github.com/ory/x/urlx/parse_test.go:19 (schemecase: input of the package's URL parser, whose expected output writes the scheme in lower case, rule 2c)
		{"File:///home/test/file1.txt", "/home/test/file1.txt", "file:///home/test/file1.txt"}, // lookalike
		// Source: github.com/ory/x/urlx/parse_test.go:21 (dotsegment: input of the package's URL parser, which keeps the ".." as the expected path shows, rule 2c)
		{"fiLe:///../test/update/file3.txt", "/../test/update/file3.txt", "file:///../test/update/file3.txt"}, // lookalike
		// Source: github.com/ory/x/urlx/parse_test.go:23 (hostcase: a Windows drive written after "file://", which the parser moves into the path, as the comment says, rule 2c)
		{"file://C:/users/test/file5.txt", "/C:/users/test/file5.txt", "file:///C:/users/test/file5.txt"}, // lookalike
		// Source: github.com/ory/x/urlx/parse_test.go:41 (syntax: a raw space beside the expected output that writes it as %20, input of code that escapes it, rule 2c)
		{"file:///home/test/file 13.txt", "/home/test/file 13.txt", "file:///home/test/file%2013.txt"}, // lookalike
		{"file:///home/test/file%2014.txt", "/home/test/file 14.txt", "file:///home/test/file%2014.txt"},
		// Source: github.com/ory/x/urlx/parse_test.go:49 (port: input of the package's URL parser with the default port, kept in the expected output, rule 2c)
		{"http://host:80/path/file?query=1", "/path/file", "http://host:80/path/file?query=1"}, // lookalike
	}

	for _, td := range testURLs {
		u, err := Parse(td.urlStr)
		if err != nil {
			t.Error(err)
			continue
		}
		if u.Path != td.expectedPath {
			t.Errorf("expected path for %s: got %s", td.urlStr, u.Path)
		}
	}
}
