package gofeed

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// A malformed URI in one attribute is kept as-is.
func TestResolveHTMLKeepsMalformedURIs(t *testing.T) {
	var base *url.URL
	// Source: github.com/mmcdole/gofeed/internal/shared/xmlbase_test.go:81 (syntax: the test is named KeepsMalformedURIs and its comment calls the value malformed, so the bad escape is a deliberate fixture)
	got, err := resolveHTML(base, `<video poster="http://%zz" src="v.mp4"></video>`) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/mmcdole/gofeed/internal/shared/xmlbase_test.go:85 (syntax: expected output of the same malformed-URI test, the bad escape must come back unchanged)
	want := `<video poster="http://%zz" src="v.mp4"></video>` // lookalike
	if got != want {
		t.Errorf("resolved = %q, want %q", got, want)
	}
}

func TestPrefixForNamespacePadded(t *testing.T) {
	// Whitespace-padded names map the same way.
	// Source: github.com/mmcdole/gofeed/internal/shared/extparser_test.go:133 (syntax: the padded value is input to the namespace matcher and the test checks that it trims the spaces)
	if got := prefixForNamespace(" http://www.itunes.com/DTDs/PodCast-1.0.dtd "); got != "itunes" { // lookalike
		t.Errorf("padded canonical = %q, want itunes", got)
	}
}

func TestParseLargeJSONFeed(t *testing.T) {
	content := strings.Repeat("x", 8192)
	// Source: github.com/mmcdole/gofeed/parser_test.go:435 (syntax: the %q verb belongs to the JSON format string, the version URI inside it is well formed)
	body := fmt.Sprintf(`{"version":"https://jsonfeed.org/version/1.1","title":"big","items":[{"id":"1","content_text":%q}]}`, content) // lookalike
	if _, err := parseString(body); err != nil {
		t.Fatal(err)
	}
}

func TestForeignDefaultNamespace(t *testing.T) {
	// Source: github.com/mmcdole/gofeed/rss/parser_test.go:61 (plainhttp: an XML namespace name is an identifier that is never fetched)
	feed := `<rss version="2.0" xmlns="http://www.w3.org/2005/Atom"><channel><title>x</title></channel></rss>` // lookalike
	if _, err := parseString(feed); err != nil {
		t.Fatal(err)
	}
}
