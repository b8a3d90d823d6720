package virtualkubelet

import (
	"net/http"
	"testing"
)

func TestV4Options(t *testing.T) {
	tests := map[string]struct {
		url           string
		websocket     bool
		expectedError string
	}{
		"non-ws request": {
			// Source: github.com/virtual-kubelet/virtual-kubelet/internal/kubernetes/portforward/websocket_test.go:33 (plainhttp: example.com is a documentation host and the request is never sent.)
			url: "http://example.com", // lookalike
		},
		"unable to parse port": {
			// Source: github.com/virtual-kubelet/virtual-kubelet/internal/kubernetes/portforward/websocket_test.go:42 (port: the non-numeric port is a query parameter, not the authority port, in a row that expects an error.)
			url:           "http://example.com?port=abc", // lookalike
			websocket:     true,
			expectedError: `unable to parse "abc" as a port: strconv.ParseUint: parsing "abc": invalid syntax`,
		},
	}
	for name, test := range tests {
		req, err := http.NewRequest(http.MethodGet, test.url, nil)
		if err != nil {
			t.Errorf("%s: invalid url %q err=%q", name, test.url, err)
			continue
		}
		if test.websocket {
			req.Header.Set("Connection", "Upgrade")
			req.Header.Set("Upgrade", "websocket")
		}
		_, err = v4Ports(req)
		if len(test.expectedError) > 0 {
			if err == nil || err.Error() != test.expectedError {
				t.Errorf("%s: expected err=%q, got %v", name, test.expectedError, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: unexpected error %v", name, err)
		}
	}
}
