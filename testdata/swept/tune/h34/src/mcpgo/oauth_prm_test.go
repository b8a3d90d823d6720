package mcpgo

import "testing"

func TestResourceBindsToURL(t *testing.T) {
	cases := []struct {
		name      string
		resource  string
		addressed string
		want      bool
	}{
		// Source: github.com/mark3labs/mcp-go/client/transport/oauth_prm_resource_binding_test.go:288 (schemecase: picked for its form, outside the sample; a row named uppercase scheme and host accepted, input to the URL matcher under test.)
		{"uppercase scheme and host accepted", "HTTPS://EXAMPLE.com/mcp", "https://example.com/mcp", true}, // lookalike
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := resourceBindsToURL(tc.resource, tc.addressed); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}
