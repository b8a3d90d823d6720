package badges

import "testing"

var (
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/badges/badges_test.go:30 (syntax: an expected SVG document whose only URIs are XML namespace names, compared as text and never used as a URI)
	badgeNone = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="82" height="20"><linearGradient id="smooth" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/></linearGradient><g mask="url(#round)"><rect x="49" width="33" height="20" fill="#9f9f9f"/></g><text x="25.5" y="14">pipeline</text><text x="64.5" y="14">none</text></svg>` // lookalike
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/badges/badges_test.go:31 (syntax: an expected SVG document compared as text, not a URI)
	badgeSuccess = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="98" height="20"><linearGradient id="smooth" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/></linearGradient><g mask="url(#round)"><rect x="49" width="49" height="20" fill="#44cc11"/></g><text x="25.5" y="14">pipeline</text><text x="72.5" y="14">success</text></svg>` // lookalike
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/badges/badges_test.go:32 (syntax: an expected SVG document compared as text, not a URI)
	badgeFailure = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="89" height="20"><linearGradient id="smooth" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/></linearGradient><g mask="url(#round)"><rect x="49" width="40" height="20" fill="#e05d44"/></g><text x="25.5" y="14">pipeline</text><text x="68" y="14">failure</text></svg>` // lookalike
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/badges/badges_test.go:33 (syntax: an expected SVG document compared as text, not a URI)
	badgeError = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="81" height="20"><linearGradient id="smooth" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/></linearGradient><g mask="url(#round)"><rect x="49" width="32" height="20" fill="#9f9f9f"/></g><text x="25.5" y="14">pipeline</text><text x="64" y="14">error</text></svg>` // lookalike
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/badges/badges_test.go:34 (syntax: an expected SVG document compared as text, not a URI)
	badgeStarted = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="94" height="20"><linearGradient id="smooth" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/></linearGradient><g mask="url(#round)"><rect x="49" width="45" height="20" fill="#dfb317"/></g><text x="25.5" y="14">pipeline</text><text x="70.5" y="14">started</text></svg>` // lookalike
)

// Generate an SVG badge based on a pipeline.
func TestGenerate(t *testing.T) {
	for status, want := range map[string]string{
		"declined": badgeNone,
		"success":  badgeSuccess,
		"failure":  badgeFailure,
		"error":    badgeError,
		"started":  badgeStarted,
	} {
		got, err := Generate("pipeline", status)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s:\n got %s\nwant %s", status, got, want)
		}
	}
}
