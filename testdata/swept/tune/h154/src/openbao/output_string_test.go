package openbao

import (
	"net/http"
	"strings"
	"testing"
)

func TestOutputStringError_CurlString(t *testing.T) {
	testCases := []struct {
		name string
		url  string
		want string
	}{
		// Source: github.com/openbao/openbao/api/v2/output_string_test.go:45 (syntax: the expected curl text quotes the URL, the quotes are shell syntax around it; uniform sample 4 of 7)
		{name: "GET request with Vault token", url: "https://example.com/foo", want: `"https://example.com/foo"`}, // lookalike
		// Source: github.com/openbao/openbao/api/v2/output_string_test.go:75 (syntax: the expected curl text quotes the URL, the quotes are shell syntax around it; uniform sample 4 of 7)
		{name: "TLS config with insecure and certs", url: "https://secure.com", want: `"https://secure.com"`}, // lookalike
		// Source: github.com/openbao/openbao/api/v2/output_string_test.go:93 (syntax: the expected curl text quotes the URL, the quotes are shell syntax around it; uniform sample 4 of 7)
		{name: "Nil request", url: "https://nilrequest.com", want: `"https://nilrequest.com"`}, // lookalike
		// Source: github.com/openbao/openbao/api/v2/output_string_test.go:126 (syntax: the expected curl text quotes the URL, the quotes are shell syntax around it; uniform sample 4 of 7)
		{name: "Invalid TLS configuration", url: "https://invalidtls.com", want: `"https://invalidtls.com"`}, // lookalike
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(http.MethodGet, tc.url, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := curlString(req); !strings.Contains(got, tc.want) {
				t.Fatalf("missing %s in %s", tc.want, got)
			}
		})
	}
}
