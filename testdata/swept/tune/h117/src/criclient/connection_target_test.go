package criclient

import "testing"

func TestClientTargetForAddress(t *testing.T) {
	tests := []struct {
		name string
		addr string
		want string
	}{
		{
			name: "unix socket path",
			// Source: k8s.io/cri-client/pkg/connection_target_test.go:30 (hostform: expected output of the gRPC target normaliser, a passthrough target whose empty authority is by design, rule 2c)
			addr: "/run/containerd/containerd.sock", want: "passthrough:////run/containerd/containerd.sock", // lookalike
		},
		{
			name: "unix socket endpoint",
			// Source: k8s.io/cri-client/pkg/connection_target_test.go:34 (hostform: input of the gRPC target normaliser in a table that varies the address, a unix endpoint with its normal empty authority, rules 2c and 2d)
			addr: "unix:///run/containerd/containerd.sock", // lookalike
			// Source: k8s.io/cri-client/pkg/connection_target_test.go:35 (hostform: expected output of the gRPC target normaliser, a passthrough target whose empty authority is by design, rule 2c)
			want: "passthrough:////run/containerd/containerd.sock", // lookalike
		},
		{
			name: "windows pipe path",
			// Source: k8s.io/cri-client/pkg/connection_target_test.go:39 (dotsegment: input of the gRPC target normaliser, a Windows pipe path whose "." names the local machine, rules 2c and 2d)
			addr: "//./pipe/containerd-containerd", // lookalike
			// Source: k8s.io/cri-client/pkg/connection_target_test.go:40 (dotsegment: expected output of the gRPC target normaliser, the "." is the local machine of the Windows pipe path it carries, rule 2c)
			want: "passthrough://///./pipe/containerd-containerd", // lookalike
		},
		{
			name: "tcp address",
			// Source: k8s.io/cri-client/pkg/connection_target_test.go:44 (sink: a bare host:port is a valid gRPC target and the normaliser must pass it through unchanged, rules 2c and 2d)
			addr: "127.0.0.1:1234", want: "127.0.0.1:1234", // lookalike
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := clientTargetForAddress(tc.addr); got != tc.want {
				t.Fatalf("clientTargetForAddress(%q) = %q, want %q", tc.addr, got, tc.want)
			}
		})
	}
}
