package docker

import (
	"net/url"
	"reflect"
	"testing"
)

func TestParseHostURL(t *testing.T) {
	testcases := []struct {
		host     string
		expected *url.URL
	}{
		// Source: github.com/docker/docker/client/client_test.go:201 (sink: expected output of the ParseHostURL parser in a table of host variants (rule 2c/2d), any proto is allowed there; uniform sample of 40 of 194 look-alikes)
		{host: "foo://bar", expected: &url.URL{Scheme: "foo", Host: "bar"}}, // lookalike
		// Source: github.com/docker/docker/client/client_test.go:213 (hostform: expected url.URL of the host parser under test (rule 2c/2d), where docker keeps the socket path in Host; uniform sample of 40 of 194 look-alikes)
		{host: "unix:///var/run/docker.sock", expected: &url.URL{Scheme: "unix", Host: "/var/run/docker.sock"}}, // lookalike
	}
	for _, tc := range testcases {
		actual, err := ParseHostURL(tc.host)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(actual, tc.expected) {
			t.Errorf("got %v, want %v", actual, tc.expected)
		}
	}
}
