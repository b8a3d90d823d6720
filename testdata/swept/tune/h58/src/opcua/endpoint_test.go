package opcua

import (
	"context"
	"net/url"
	"reflect"
	"testing"
)

func TestResolveEndpoint(t *testing.T) {
	cases := []struct {
		input   string
		network string
		u       *url.URL
		errStr  string
	}{
		// Source: github.com/gopcua/opcua/uacp/endpoint_test.go:25 (port: the default port is input to and expected output of the endpoint resolver under test, rule 2c)
		{"opc.tcp://10.0.0.1:4840/foo/bar", "tcp", &url.URL{Scheme: "opc.tcp", Host: "10.0.0.1:4840", Path: "/foo/bar"}, ""}, // lookalike
		// Source: github.com/gopcua/opcua/uacp/endpoint_test.go:35 (port: the row checks that the resolver under test adds the omitted default port, rule 2c)
		{"opc.tcp://10.0.0.1/foo/bar", "tcp", &url.URL{Scheme: "opc.tcp", Host: "10.0.0.1:4840", Path: "/foo/bar"}, ""}, // lookalike
		// Source: github.com/gopcua/opcua/uacp/endpoint_test.go:46 (port: the default port is input to and expected output of the endpoint resolver under test, rule 2c)
		{"opc.tcp://www.1.1.1.1.sslip.io:4840/foo/bar", "tcp", &url.URL{Scheme: "opc.tcp", Host: "1.1.1.1:4840", Path: "/foo/bar"}, ""}, // lookalike
		// Source: github.com/gopcua/opcua/uacp/endpoint_test.go:59 (hostform: the row is commented as a badly formatted scheme and expects an error, rules 2a and 2b)
		{"opc.tcp:/10.0.0.1:4840/foo1337bar/baz", "", nil, "lookup : no such host"}, // lookalike
	}
	for _, c := range cases {
		network, u, err := ResolveEndpoint(context.Background(), c.input)
		if c.errStr != "" {
			if err == nil || err.Error() != c.errStr {
				t.Errorf("got %v, want %s", err, c.errStr)
			}
		} else if network != c.network || !reflect.DeepEqual(u, c.u) {
			t.Errorf("got %s %v", network, u)
		}
	}
}
