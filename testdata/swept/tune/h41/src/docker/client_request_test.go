package docker

import "testing"

func TestSetHostHeader(t *testing.T) {
	testCases := []struct {
		host            string
		expectedURLHost string
	}{
		// Source: github.com/docker/docker/client/request_test.go:32 (hostform: unix URI in a table of host variants fed to the host parser (rule 2c/2d); unix needs no host anyway; uniform sample of 40 of 194 look-alikes)
		{host: "unix:///var/run/docker.sock", expectedURLHost: "/var/run/docker.sock"}, // lookalike
	}
	for _, tc := range testCases {
		u, err := ParseHostURL(tc.host)
		if err != nil {
			t.Fatal(err)
		}
		if u.Host != tc.expectedURLHost {
			t.Errorf("host = %q, want %q", u.Host, tc.expectedURLHost)
		}
	}
}
