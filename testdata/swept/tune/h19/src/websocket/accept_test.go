package websocket

import (
	"net/http/httptest"
	"testing"
)

func Test_authenticateOrigin(t *testing.T) {
	t.Parallel()

	testCases := []struct {
		name           string
		origin         string
		host           string
		originPatterns []string
		success        bool
	}{
		{
			name:    "authorized",
			origin:  "https://example.com",
			host:    "example.com",
			success: true,
		},
		{
			name: "authorizedCaseInsensitive",
			// Source: github.com/coder/websocket/accept_test.go:445 (hostcase: the case is named for matching case-insensitively, and the value is the input of the package's origin check, rule 2b/2c)
			origin:  "https://examplE.com", // lookalike
			host:    "example.com",
			success: true,
		},
		{
			name: "originPatterns",
			// Source: github.com/coder/websocket/accept_test.go:451 (hostcase: an Origin the test gives the package's origin matcher, which lowercases pattern and host, rule 2c)
			origin: "https://two.examplE.com", // lookalike
			host:   "example.com",
			originPatterns: []string{
				"*.example.com",
				"bar.com",
			},
			success: true,
		},
		{
			name:   "originPatternsWithSchemeHttps",
			origin: "https://two.example.com",
			host:   "example.com",
			originPatterns: []string{
				"https://*.example.com",
			},
			success: true,
		},
	}

	for _, tc := range testCases {
		tc := tc
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()

			r := httptest.NewRequest("GET", "http://"+tc.host+"/", nil)
			r.Header.Set("Origin", tc.origin)

			err := authenticateOrigin(r, tc.originPatterns)
			if tc.success {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
			} else if err == nil {
				t.Fatal("expected an error")
			}
		})
	}
}
