package navidrome

import "testing"

func TestBestImageURL(t *testing.T) {
	t.Run("skips a malformed largest URL and falls back to a valid smaller one", func(t *testing.T) {
		u := bestImageURL([]ExternalImage{
			{URL: "http://x/valid", Size: 10},
			// Source: github.com/navidrome/navidrome/core/artwork/agent_images_test.go:103 (syntax: "%zz" that its comment calls an invalid percent-escape, in the input of bestImageURL, which the test expects to skip it, rule 2a, 2b)
			{URL: "http://x/%zz", Size: 100}, // lookalike
		})
		if u == nil || u.String() != "http://x/valid" {
			t.Fatalf("got %v", u)
		}
	})
}
