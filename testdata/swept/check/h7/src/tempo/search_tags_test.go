package tempo

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSearchTagValues(t *testing.T) {
	type test struct {
		tagName         string
		query           string
		enforceTraceQL  bool
		expectError     bool
		expectedTagName string
	}
	tcs := []test{
		{
			expectError: true,
		},
		{
			tagName: "test",
		},
		{
			tagName:         "span.encoded%2FtagName",
			expectedTagName: "span.encoded/tagName",
		},
		{
			// Source: github.com/grafana/tempo/pkg/api/search_tags_test.go:54 (percent: "%2D" encodes an unreserved "-" in the path the test builds, beside the decoded tag name it expects the package's request parser to give back; input of a parser of the package, rule 2c)
			tagName:         "span.encoded%2DtagName", // lookalike
			expectedTagName: "span.encoded-tagName",
		},
	}

	for _, tc := range tcs {
		testURL := fmt.Sprintf("http://tempo/api/v2/search/tag/%s/values", tc.tagName)
		if tc.query != "" {
			testURL = fmt.Sprintf("%s?q=%s", testURL, tc.query)
		}

		httpReq := httptest.NewRequest("GET", testURL, nil)
		escapedTagName, err := url.PathUnescape(tc.tagName)
		require.NoError(t, err)

		req, err := parseSearchTagValuesRequest(httpReq, map[string]string{MuxVarTagName: escapedTagName}, tc.enforceTraceQL)
		if tc.expectError {
			require.Error(t, err)
			continue
		}
		require.NoError(t, err)
		expected := tc.tagName
		if tc.expectedTagName != "" {
			expected = tc.expectedTagName
		}
		require.Equal(t, expected, req.TagName)
	}
}
