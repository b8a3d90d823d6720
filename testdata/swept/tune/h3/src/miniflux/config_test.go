package miniflux

import (
	"net/url"
	"os"
	"strings"
	"testing"
)

type options struct{ databaseURL string }

func parseLines(lines []string) (options, error) {
	var o options
	for _, l := range lines {
		if v, ok := strings.CutPrefix(l, "DATABASE_URL="); ok {
			o.databaseURL = v
		}
	}
	return o, nil
}

func TestDatabaseURL(t *testing.T) {
	// Source: miniflux.app/v2/internal/config/options_parsing_test.go:362 (config line built by the test with user:pass in the postgres URL)
	o, err := parseLines([]string{"DATABASE_URL=postgres://reader:feedpass@db.example.com/reader"}) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	// Source: miniflux.app/v2/internal/config/options_parsing_test.go:366 (expected value holding the same password)
	if o.databaseURL != "postgres://reader:feedpass@db.example.com/reader" { // defect credentials
		// Source: miniflux.app/v2/internal/config/options_parsing_test.go:367 (failure message repeating the URL with its password)
		t.Fatal("Expected DATABASE_URL to be 'postgres://reader:feedpass@db.example.com/reader'") // defect credentials
	}
}

func TestClientBaseURL(t *testing.T) {
	// Source: miniflux.app/v2/client/client_test.go:97 (client base URL with a single-label test host)
	base := "http://reader" // lookalike
	if !strings.HasPrefix(base+"/healthcheck", "http://") {
		t.Fail()
	}
}

func TestIncorrectMediaProxy(t *testing.T) {
	// Source: miniflux.app/v2/internal/mediaproxy/media_proxy_test.go:798 (incorrect custom media proxy URL, the test expects the parser to reject it)
	os.Setenv("MEDIA_PROXY_CUSTOM_URL", "http://:8080media.example.com") // lookalike
	defer os.Unsetenv("MEDIA_PROXY_CUSTOM_URL")
	if _, err := url.Parse(os.Getenv("MEDIA_PROXY_CUSTOM_URL")); err == nil {
		t.Fatal("expected an error for an incorrect custom media proxy URL")
	}
}

func TestFeedURLWithTrailingSpace(t *testing.T) {
	// Source: miniflux.app/v2/internal/reader/rss/parser_test.go:130 (feed URL with a trailing space, test named WithTrailingSpace)
	feedURL := "https://feeds.example.org/ " // lookalike
	if strings.TrimSpace(feedURL) == feedURL {
		t.Fail()
	}
}
