package flagsmith

import "testing"

type client struct{ baseURL string }

func withBaseURL(u string) func(*client) { return func(c *client) { c.baseURL = u } }

// Source: github.com/Flagsmith/flagsmith-go-client/client_test.go:800 (offline-mode client given a one-label base URL that must never be contacted)
func TestOfflineIgnoresBaseURL(t *testing.T) {
	c := &client{}
	withBaseURL("http://some-other-url-that-should-not-be-used/api/v1/")(c) // lookalike
	if c.baseURL == "" {
		t.Fatal("base URL not set")
	}
}
