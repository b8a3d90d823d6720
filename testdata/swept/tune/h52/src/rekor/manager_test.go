package rekor

import "testing"

func TestCleanDialHostname(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
	}{
		{
			name: "scheme is stripped",
			// Source: github.com/sigstore/rekor/pkg/trillianclient/manager_test.go:32 (hostform: input of the resolver-prefix stripper; the dns scheme's empty authority means the default resolver.)
			input: "dns:///trillian-logserver.ns.svc", // lookalike
			want:  "trillian-logserver.ns.svc",
		},
		{
			name: "scheme with port is stripped correctly",
			// Source: github.com/sigstore/rekor/pkg/trillianclient/manager_test.go:47 (hostform: input of the resolver-prefix stripper; the dns scheme's empty authority means the default resolver.)
			input: "dns:///trillian-logserver.ns.svc:8091", // lookalike
			want:  "trillian-logserver.ns.svc:8091",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := cleanDialHostname(tt.input); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
