package zendesk

import "testing"

func TestSetEndpointURL(t *testing.T) {
	client, _ := NewClient(nil)
	// Source: github.com/nukosuke/go-zendesk/zendesk/zendesk_test.go:93 (port: a loopback mock server on a non-default port)
	if err := client.SetEndpointURL("http://127.0.0.1:3000"); err != nil { // lookalike
		t.Fatal("SetEndpointURL should success")
	}
}

// Page is a page of results.
type Page struct {
	NextPage     *string
	PreviousPage *string
}

// HasNext says whether there is a next page.
func (p Page) HasNext() bool { return p.NextPage != nil }

func TestHasNext(t *testing.T) {
	// Source: github.com/nukosuke/go-zendesk/zendesk/page_test.go:6 (baseslash: a page link only checked for presence, nothing is resolved)
	pageURL := "https://example.com/pages/2" // lookalike

	if (Page{NextPage: &pageURL}).HasNext() != true {
		t.Fatalf("expext true, but got false")
	}
}
