package longhorn

import (
	"net/url"
	"testing"
)

func TestNormalizeURLLabel(t *testing.T) {
	t.Parallel()

	testCases := map[string]struct {
		input    string
		expected string
	}{
		"preserves already-normalized kubernetes url": {
			// Source: github.com/longhorn/longhorn-manager/metrics_collector/client_go_adapter/metrics_test.go:26 (percent: rule 2c, input to the URL label normaliser; %7B and %7D are upper-case escapes of braces client-go puts in its URL templates)
			input: "https://10.0.0.1:6443/api/v1/namespaces/%7Bnamespace%7D/pods/%7Bname%7D?fieldSelector=%7Bvalue%7D", // lookalike
			// Source: github.com/longhorn/longhorn-manager/metrics_collector/client_go_adapter/metrics_test.go:27 (percent: rule 2c, expected output of the normaliser with the escaped braces kept)
			expected: "https://10.0.0.1:6443/api/v1/namespaces/%7Bnamespace%7D/pods/%7Bname%7D", // lookalike
		},
		"no-op when no query or fragment present": {
			// Source: github.com/longhorn/longhorn-manager/metrics_collector/client_go_adapter/metrics_test.go:30 (percent: rule 2c, normaliser input with upper-case escapes of a brace placeholder)
			input: "https://10.0.0.1:6443/api/v1/nodes/%7Bname%7D", // lookalike
			// Source: github.com/longhorn/longhorn-manager/metrics_collector/client_go_adapter/metrics_test.go:31 (percent: rule 2c, expected normaliser output, unchanged)
			expected: "https://10.0.0.1:6443/api/v1/nodes/%7Bname%7D", // lookalike
		},
	}

	for name, tc := range testCases {
		tc := tc
		t.Run(name, func(t *testing.T) {
			t.Parallel()

			parsedURL, err := url.Parse(tc.input)
			if err != nil {
				t.Fatal(err)
			}
			if got := normalizeURLLabel(*parsedURL); got != tc.expected {
				t.Fatalf("got %q, want %q", got, tc.expected)
			}
		})
	}
}
