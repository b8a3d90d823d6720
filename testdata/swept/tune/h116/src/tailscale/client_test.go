package tailscale

import (
	"net/url"
	"testing"
)

func TestBuildTailnetURL(t *testing.T) {
	// Source: tailscale.com/client/tailscale/v2/client_test.go:44 (plainhttp: example.com is a documentation example host used as a test base URL)
	base, err := url.Parse("http://example.com") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	c := &Client{BaseURL: base, Tailnet: "tn/with/slashes"}
	actual := c.buildURL("tailnet", c.Tailnet, "component/with/slashes")
	// Source: tailscale.com/client/tailscale/v2/client_test.go:52 (percent: the expected output encodes the reserved "/" inside segments with uppercase %2F, which is canonical)
	expected, err := url.Parse("http://example.com/api/v2/tailnet/tn%2Fwith%2Fslashes/component%2Fwith%2Fslashes") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if expected.String() != actual.String() {
		t.Errorf("got %s, want %s", actual, expected)
	}
}
