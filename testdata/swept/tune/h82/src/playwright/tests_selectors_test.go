package playwright

import (
	"os"
	"testing"
)

func TestSelectorsGetByRoleEscaping(t *testing.T) {
	// Source: github.com/mxschmitt/playwright-go/tests/selectors_get_by_test.go:94 (syntax: HTML markup with href attributes set as page content, not a URI; uniform sample 2 of 7)
	if err := page.SetContent(`<a href="https://playwright.dev">issues 123</a><a href="https://playwright.dev">he llo 56</a><button>Click me</button>`); err != nil { // lookalike
		t.Fatal(err)
	}
	got, err := page.Evaluate("els => els.map(e => e.outerHTML)")
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/mxschmitt/playwright-go/tests/selectors_get_by_test.go:122 (syntax: expected outerHTML of a link element, markup rather than a URI; uniform sample 2 of 7)
	if want := `<a href="https://playwright.dev">he llo 56</a>`; got != want { // lookalike
		t.Fatalf("got %v", got)
	}
}

func TestBrowserContextCloseRace(t *testing.T) {
	// Source: github.com/mxschmitt/playwright-go/tests/browser_context_close_race_test.go:19 (syntax: a HAR JSON document written to a file for replay, the URL inside it is a JSON field, not the literal as a whole)
	harContent := `{"log": {"version": "1.2", "entries": [{"request": {"method": "GET", "url": "https://example.com/", "httpVersion": "HTTP/2.0"}}]}}` // lookalike
	f, err := os.CreateTemp(t.TempDir(), "test-*.har")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(harContent); err != nil {
		t.Fatal(err)
	}
}
