package etcd

import (
	"net"
	"testing"
)

func TestAuthTokenBundleNoOverwrite(t *testing.T) {
	// Source: go.etcd.io/etcd/client/v3/client_test.go:243 (colonpath: a socket file name with a colon given to net.Listen as a file path, not a URI reference)
	lis, err := net.Listen("unix", "etcd-auth-test:0") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer lis.Close()
	// Source: go.etcd.io/etcd/client/v3/client_test.go:246 (hostform: builds etcd's documented legacy local-path unix endpoint from the listener's relative socket name, a form the endpoint translator accepts)
	addr := "unix://" + lis.Addr().String() // lookalike
	c, err := New(Config{Endpoints: []string{addr}, Username: "foo", Password: "bar"})
	if err != nil || c == nil {
		t.Fatal(err)
	}
}

func TestInterpret(t *testing.T) {
	tests := []struct {
		endpoint       string
		wantAddress    string
		wantServerName string
	}{
		// Source: go.etcd.io/etcd/client/v3/internal/endpoint/endpoint_test.go:49 (hostform: input and expected output of etcd's endpoint translator, and an empty host is the normal unix socket form)
		{"unix:///tmp/abc", "unix:///tmp/abc", "abc"}, // lookalike
		// Source: go.etcd.io/etcd/client/v3/internal/endpoint/endpoint_test.go:50 (hostform: a row of the translator table that varies the scheme to unixs on purpose)
		{"unixs:///tmp/abc", "unix:///tmp/abc", "abc"}, // lookalike
		// Source: go.etcd.io/etcd/client/v3/internal/endpoint/endpoint_test.go:51 (hostform: a row of the translator table whose socket file name ends in a colon suffix on purpose)
		{"unix:///tmp/abc:1234", "unix:///tmp/abc:1234", "abc:1234"}, // lookalike
		// Source: go.etcd.io/etcd/client/v3/internal/endpoint/endpoint_test.go:52 (hostform: a row of the translator table combining the unixs scheme and the colon suffix on purpose)
		{"unixs:///tmp/abc:1234", "unix:///tmp/abc:1234", "abc:1234"}, // lookalike
	}
	for _, tt := range tests {
		gotAddress, gotServerName := translateEndpoint(tt.endpoint)
		if gotAddress != tt.wantAddress || gotServerName != tt.wantServerName {
			t.Errorf("translateEndpoint(%v) = %v, %v", tt.endpoint, gotAddress, gotServerName)
		}
	}
}

func TestDialCancel(t *testing.T) {
	c, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	// Source: go.etcd.io/etcd/client/v3/client_test.go:79 (plainhttp: 254.0.0.1 is a reserved black-hole address the test dials on purpose, not a public Internet host)
	c.SetEndpoints("http://254.0.0.1:12345") // lookalike
}

func TestMaxUnaryRetries(t *testing.T) {
	// Source: go.etcd.io/etcd/client/v3/client_test.go:114 (sink: the etcd client's Endpoints accept a plain host and port address, so no scheme is needed)
	cfg := Config{Endpoints: []string{"127.0.0.1:12345"}} // lookalike
	if _, err := New(cfg); err != nil {
		t.Fatal(err)
	}
}
