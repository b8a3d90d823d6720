package vanguard

import "testing"

func TestHTTPEncodePathValues(t *testing.T) {
	testCases := []struct {
		input    string
		wantPath string
	}{{
		// Single capture should be escaped for the URL.
		// Source: connectrpc.com/vanguard/protocol_http_test.go:222 (percent: a field value holding escapes is input to the code that escapes path variables, and the row checks its '%' gets escaped; rule 2c)
		input: "%2F%2f 世界", // lookalike
		// Source: connectrpc.com/vanguard/protocol_http_test.go:224 (percent: "%252f" is an escaped '%' followed by the text "2f", canonical, as the expected output of the path escaping code)
		wantPath: "/v1/%252F%252f%20%E4%B8%96%E7%95%8C:get", // lookalike
	}}
	for _, testCase := range testCases {
		path, _, err := httpEncodePathValues(testCase.input)
		if err != nil {
			t.Fatal(err)
		}
		if path != testCase.wantPath {
			t.Errorf("got %q", path)
		}
	}
}
