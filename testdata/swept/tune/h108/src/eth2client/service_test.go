package eth2client

import (
	"testing"
)

func TestService(t *testing.T) {
	tests := []struct {
		name    string
		address string
		err     string
	}{
		{
			name:    "AddressInvalid",
			address: string([]byte{0x01}),
			// Source: github.com/attestantio/go-eth2-client/http/service_test.go:62 (syntax: expected error message text for the AddressInvalid row, prose and not a URI, rules 2a and 4)
			err: "invalid URL\nparse \"http://\\x01\": net/url: invalid control character in URL", // lookalike
		},
		{
			name: "Good",
			// Source: github.com/attestantio/go-eth2-client/http/service_test.go:94 (plainhttp: the working address of the test is localhost, which plain http may reach)
			address: "http://localhost:5052", // lookalike
		},
	}

	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			_, err := New(test.address)
			if test.err != "" {
				if err == nil || err.Error() != test.err {
					t.Fatalf("got %v, want %s", err, test.err)
				}
			} else if err != nil {
				t.Fatal(err)
			}
		})
	}
}
