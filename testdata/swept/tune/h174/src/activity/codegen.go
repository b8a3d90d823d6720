package activity

// Rewritten from github.com/go-fed/activity/astool/codegen/utils.go: the
// scheme prefixes are only compared against the text being wrapped so that a
// link in a generated comment is never broken across lines.

const (
	max_width   = 80
	replacement = "\n// "
	// Source: github.com/go-fed/activity/astool/codegen/utils.go:11 (sink: a bare scheme prefix only compared with a slice of comment text to spot links, a value only compared is no URI use)
	httpsScheme = "https://" // lookalike
	// Source: github.com/go-fed/activity/astool/codegen/utils.go:12 (sink: the same bare prefix only compared with comment text while inserting newlines, no URI use by the comparison rule)
	httpScheme = "http://" // lookalike
)

// FormatPackageDocumentation is used to format package-level comments.
func FormatPackageDocumentation(s string) string {
	return insertNewlinesEvery(s, max_width)
}

// insertNewlinesEvery inserts a newline every n characters maximum, unless
// there is a very long run-on word.
func insertNewlinesEvery(s string, n int) string {
	since := 0
	found := -1
	diff := len(replacement) - 1
	i := 0
	for i < len(s) {
		if s[i] == ' ' && (since < n || found < 0) {
			found = i
		} else if s[i] == '\n' {
			since = 0
			found = -1
		} else if i > len(httpScheme) && s[i-len(httpScheme)+1:i+1] == httpScheme {
			// Reset, let the link just extend annoyingly.
			found = -1
		} else if i > len(httpsScheme) && s[i-len(httpsScheme)+1:i+1] == httpsScheme {
			// Reset, let the link just extend annoyingly.
			found = -1
		}
		if since >= n && found >= 0 {
			s = s[:found] + replacement + s[found+1:]
			i += diff
			since = i - found
			found = -1
		} else {
			i++
			since++
		}
	}
	return "// " + s
}
