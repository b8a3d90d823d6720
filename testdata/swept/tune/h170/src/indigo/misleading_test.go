package indigo

import (
	"log/slog"
	"testing"
)

func pstr(s string) *string { return &s }

func TestMisleadingURLPostRule(t *testing.T) {
	assert := newAssert(t)

	p1 := FeedPost{
		// Source: github.com/bluesky-social/indigo/automod/rules/misleading_test.go:32 (syntax: post text with a URL joined to words, prose by rule 4 and input to the misleading-link detector, rule 2c)
		Text: "https://safe.com/ is very reputable", // lookalike
		Facets: []*PostFacet{
			{URL: pstr("https://evil.com")},
		},
	}
	// the facet covers bytes 0 to 16 of the text
	p1.Facets[0].Text = p1.Text[0:16]
	assert.True(isMisleadingURLFacet(*p1.Facets[0], slog.Default()))
}

func TestMisleadingURLFacets(t *testing.T) {
	assert := newAssert(t)
	logger := slog.Default()

	fixtures := []struct {
		facet PostFacet
		out   bool
	}{
		{
			facet: PostFacet{
				// Source: github.com/bluesky-social/indigo/automod/rules/misleading_test.go:183 (hostform: truncated link text with a non-ASCII ellipsis, a row of the misleading-URL detector's table that checks it handles truncation, rules 2c and 2d)
				Text: "www.techdirt.com…", // lookalike
				URL:  pstr("https://www.techdirt.com/"),
			},
			out: false,
		},
	}

	for _, fix := range fixtures {
		assert.Equal(fix.out, isMisleadingURLFacet(fix.facet, logger))
	}
}
