package longhorn

import (
	"net/http/httptest"
	"testing"
)

func TestInjectForwardedHeaders(t *testing.T) {
	tests := []struct {
		name               string
		managerURL         string
		expectedProto      string
		expectedHost       string
		expectedPort       string
		expectedPortExists bool
	}{
		{
			name: "https with explicit default port 443",
			// Source: github.com/longhorn/longhorn-manager/api/middleware_test.go:29 (port: rule 2c and 2d, a row of a table varying the port on purpose, input to code that drops default ports)
			managerURL:         "https://longhorn.example.com:443", // lookalike
			expectedProto:      "https",
			expectedHost:       "longhorn.example.com",
			expectedPort:       "",
			expectedPortExists: false,
		},
		{
			name: "http with explicit default port 80",
			// Source: github.com/longhorn/longhorn-manager/api/middleware_test.go:37 (port: rule 2c and 2d, the default http port is what the header code is tested to strip)
			managerURL:         "http://longhorn.example.com:80", // lookalike
			expectedProto:      "http",
			expectedHost:       "longhorn.example.com",
			expectedPort:       "",
			expectedPortExists: false,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", "http://example.com/v1/volumes", nil)
			if err := injectForwardedHeaders(req, tt.managerURL); err != nil {
				t.Fatal(err)
			}
			if got := req.Header.Get("X-Forwarded-Port"); got != tt.expectedPort {
				t.Errorf("port %q, want %q", got, tt.expectedPort)
			}
		})
	}
}

func TestInjectForwardedHeadersInvalidURL(t *testing.T) {
	req := httptest.NewRequest("GET", "http://example.com/v1/volumes", nil)

	// Source: github.com/longhorn/longhorn-manager/api/middleware_test.go:141 (sink: rule 2a, the test expects an error for this URL with no scheme)
	err := injectForwardedHeaders(req, "://invalid") // lookalike
	if err == nil {
		t.Fatal("expected error")
	}
}
