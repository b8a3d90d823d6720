package criclient

import "testing"

func TestParseEndpoint(t *testing.T) {
	tests := []struct {
		endpoint         string
		expectError      bool
		expectedProtocol string
	}{
		{
			// Source: k8s.io/cri-client/pkg/util/util_unix_test.go:35 (hostform: input of the endpoint parser, a unix endpoint whose empty authority is normal, rule 2c)
			endpoint:         "unix:///tmp/s1.sock", // lookalike
			expectedProtocol: "unix",
		},
		{
			// Source: k8s.io/cri-client/pkg/util/util_unix_test.go:45 (hostform: a pipe endpoint the unix parser is expected to reject, rule 2a)
			endpoint:         "npipe://./pipe/mypipe", // lookalike
			expectedProtocol: "npipe",
			expectError:      true,
		},
		{
			// Source: k8s.io/cri-client/pkg/util/util_unix_test.go:55 (syntax: text with spaces the endpoint parser is expected to reject, rule 2a)
			endpoint:    "a b c", // lookalike
			expectError: true,
		},
	}
	for _, test := range tests {
		protocol, _, err := parseEndpoint(test.endpoint)
		if protocol != test.expectedProtocol {
			t.Errorf("protocol %q, want %q", protocol, test.expectedProtocol)
		}
		if test.expectError && err == nil {
			t.Errorf("expected error during parsing %q", test.endpoint)
		}
	}
}

func TestGetAddressAndDialer(t *testing.T) {
	tests := []struct {
		endpoint    string
		expectError bool
	}{
		{
			// Source: k8s.io/cri-client/pkg/util/util_unix_test.go:80 (hostform: input of the endpoint parser, a unix endpoint whose empty authority is normal, rule 2c)
			endpoint: "unix:///tmp/s1.sock", // lookalike
		},
		{
			// Source: k8s.io/cri-client/pkg/util/util_unix_test.go:85 (hostform: input of the endpoint parser, a unix endpoint whose empty authority is normal, rule 2c)
			endpoint: "unix:///tmp/f6.sock", // lookalike
		},
		{
			// The misspelling is intentional to make it error
			// Source: k8s.io/cri-client/pkg/util/util_unix_test.go:95 (sink: a misspelled scheme that the comment calls intentional and the test expects to fail, rules 2a and 2b)
			endpoint:    "htta://free-test.com", // lookalike
			expectError: true,
		},
		{
			// Source: k8s.io/cri-client/pkg/util/util_unix_test.go:103 (plainhttp: a web URL in a table of endpoints the dialer is expected to reject, never requested, rule 2a)
			endpoint:    "http://www.baidu.com/", // lookalike
			expectError: true,
		},
	}
	for _, test := range tests {
		_, err := GetAddressAndDialer(test.endpoint)
		if test.expectError && err == nil {
			t.Errorf("expected error during parsing %s", test.endpoint)
		}
		if !test.expectError && err != nil {
			t.Errorf("expected no error during parsing %s", test.endpoint)
		}
	}
}
