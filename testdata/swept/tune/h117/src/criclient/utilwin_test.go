package criclient

import "testing"

func TestGetAddressAndDialerWindows(t *testing.T) {
	tests := []struct {
		endpoint      string
		expectedError bool
	}{
		{
			// Source: k8s.io/cri-client/pkg/util/util_windows_test.go:63 (hostform: a unix endpoint the Windows dialer lookup is expected to reject, rule 2a)
			endpoint:      "unix:///tmp/s1.sock", // lookalike
			expectedError: true,
		},
	}
	for _, test := range tests {
		_, err := GetAddressAndDialerWindows(test.endpoint)
		if test.expectedError && err == nil {
			t.Errorf("expected error during parsing %q", test.endpoint)
		}
	}
}

func TestParseEndpointWindows(t *testing.T) {
	tests := []struct {
		endpoint         string
		expectedError    bool
		expectedProtocol string
	}{
		{
			// Source: k8s.io/cri-client/pkg/util/util_windows_test.go:120 (hostform: a unix endpoint the Windows parser is expected to reject, rule 2a)
			endpoint:         "unix:///tmp/s1.sock", // lookalike
			expectedProtocol: "unix",
			expectedError:    true,
		},
		{
			// Source: k8s.io/cri-client/pkg/util/util_windows_test.go:135 (dotsegment: input of the endpoint parser, the "." is the local machine of the Windows pipe path, rule 2c)
			endpoint:         "npipe:////./pipe/mypipe2", // lookalike
			expectedProtocol: "npipe",
		},
		{
			// Source: k8s.io/cri-client/pkg/util/util_windows_test.go:145 (syntax: a backslash pipe endpoint that the Windows parser turns into slashes on purpose before url.Parse, rule 2c)
			endpoint:         "npipe:\\\\.\\pipe\\mypipe4", // lookalike
			expectedProtocol: "npipe",
		},
	}
	for _, test := range tests {
		protocol, _, err := parseEndpointWindows(test.endpoint)
		if protocol != test.expectedProtocol {
			t.Errorf("protocol %q, want %q", protocol, test.expectedProtocol)
		}
		if test.expectedError && err == nil {
			t.Errorf("expected error during parsing %q", test.endpoint)
		}
	}
}
