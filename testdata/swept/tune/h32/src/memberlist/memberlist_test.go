package memberlist

import "testing"

func TestMemberList_ResolveAddr(t *testing.T) {
	cases := []struct {
		name      string
		in        string
		expectErr bool
	}{
		{
			name: "hostless port",
			// Source: github.com/hashicorp/memberlist/memberlist_test.go:430 (hostform: a host:port address with no host, in a row named for it that expects an error)
			in:        ":80", // lookalike
			expectErr: true,
		},
		{
			name: "too high port",
			// Source: github.com/hashicorp/memberlist/memberlist_test.go:443 (port: an out-of-range port in a row named for it that expects an error)
			in:        "localhost:80000", // lookalike
			expectErr: true,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := resolveAddr(tc.in, 7946)
			if tc.expectErr && err == nil {
				t.Fatal("expected an error")
			}
		})
	}
}
