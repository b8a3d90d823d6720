package playwright

import "testing"

func TestGlobToRegex(t *testing.T) {
	tests := []struct {
		glob   string
		target string
		want   bool
	}{
		{
			// Source: github.com/mxschmitt/playwright-go/glob_test.go:66 (hostform: a glob with wildcards in the host is input to the URL matcher under test, rule 2c)
			glob:   "https://**/*.js", // lookalike
			target: "",
			want:   true,
		},
	}
	for _, tt := range tests {
		if got := globMustToRegex(tt.glob).MatchString(tt.target); got != tt.want {
			t.Errorf("globMustToRegex(%q) = %v, want %v", tt.glob, got, tt.want)
		}
	}
}

func TestURLMatches(t *testing.T) {
	// Source: github.com/mxschmitt/playwright-go/glob_test.go:219 (hostform: a host with a trailing dot is the target of the URL matcher under test, rule 2c)
	if !newURLMatcher("http://playwright.?ev", nil).Matches("http://playwright./?ev") { // lookalike
		t.Fatal("no match")
	}
	// Source: github.com/mxschmitt/playwright-go/glob_test.go:220 (syntax: a glob with ? wildcards is input to the URL matcher under test, rule 2c)
	if newURLMatcher("http://playwright.dev/f??", nil).Matches("http://playwright.dev/foo") { // lookalike
		t.Fatal("unexpected match")
	}
	// Source: github.com/mxschmitt/playwright-go/glob_test.go:222 (syntax: a backslash-escaped ? in a glob is input to the URL matcher under test, rule 2c)
	if !newURLMatcher("http://playwright.dev\\?x=y", nil).Matches("http://playwright.dev/?x=y") { // lookalike
		t.Fatal("no match")
	}
	// Source: github.com/mxschmitt/playwright-go/glob_test.go:223 (syntax: a backslash-escaped ? in a glob is input to the URL matcher under test, rule 2c)
	if !newURLMatcher("http://playwright.dev/\\?x=y", nil).Matches("http://playwright.dev/?x=y") { // lookalike
		t.Fatal("no match")
	}

	// Scheme and host are case-insensitive for the matcher.
	// Source: github.com/mxschmitt/playwright-go/glob_test.go:230 (schemecase: an upper-case scheme is fed to the URL matcher to test case-insensitive matching, rules 2b and 2c)
	if !newURLMatcher("HTTPS://EXAMPLE.COM/Foo", nil).Matches("https://example.com/Foo") { // lookalike
		t.Fatal("no match")
	}
	// Source: github.com/mxschmitt/playwright-go/glob_test.go:231 (hostcase: an upper-case host is fed to the URL matcher to test case-insensitive matching, rules 2b and 2c)
	if newURLMatcher("HTTPS://EXAMPLE.COM/FOO", nil).Matches("https://example.com/foo-bar") { // lookalike
		t.Fatal("unexpected match")
	}

	// Non-ASCII characters in a glob must survive.
	// Source: github.com/mxschmitt/playwright-go/glob_test.go:237 (syntax: a raw non-ASCII path is input to the URL matcher on purpose, rule 2c)
	if !newURLMatcher("https://example.com/ä", nil).Matches("https://example.com/ä") { // lookalike
		t.Fatal("no match")
	}
	// Source: github.com/mxschmitt/playwright-go/glob_test.go:238 (syntax: a raw non-ASCII glob path is input to the URL matcher on purpose, rule 2c)
	if !newURLMatcher("https://example.com/*/ä", nil).Matches("https://example.com/x/ä") { // lookalike
		t.Fatal("no match")
	}
}
