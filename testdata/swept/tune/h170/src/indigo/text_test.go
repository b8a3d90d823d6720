package indigo

import "testing"

func TestExtractURL(t *testing.T) {
	assert := newAssert(t)

	fixtures := []struct {
		s   string
		out []string
	}{
		{
			// Source: github.com/bluesky-social/indigo/automod/helpers/text_test.go:49 (syntax: free text with URLs joined to words, input to the URL extractor whose job is finding them, rules 4 and 2c)
			s:   "this is another example with https://en.wikipedia.org/index.html: and archive.org, and https://eff.org/... and bsky.app.", // lookalike
			out: []string{"https://en.wikipedia.org/index.html", "archive.org", "https://eff.org/", "bsky.app"},
		},
	}

	for _, fix := range fixtures {
		assert.Equal(fix.out, ExtractTextURLs(fix.s))
	}
}
