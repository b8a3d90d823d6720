package spiffe

import (
	"strings"
	"testing"
)

type validateAddressCase struct {
	addr string
	err  string
}

func TestValidateAddress(t *testing.T) {
	testCases := []validateAddressCase{
		{
			// Source: github.com/spiffe/go-spiffe/v2/workloadapi/addr_test.go:49 (hostform: a tcp URI without a host in a table row that expects the "must include a host" error, a deliberate fixture.)
			addr: "tcp://", // lookalike
			err:  "workload endpoint tcp socket URI must include a host",
		},
		{
			// Source: github.com/spiffe/go-spiffe/v2/workloadapi/addr_test.go:61 (credentials: a user:password pair in a table row that expects the "must not include user info" error of the address validator, a deliberate fixture.)
			addr: "tcp://john:doe@1.2.3.4:5/path", // lookalike
			err:  "workload endpoint tcp socket URI must not include user info",
		},
	}
	testCases = append(testCases, validateAddressCasesOS()...)
	for _, testCase := range testCases {
		err := ValidateAddress(testCase.addr)
		if err == nil || !strings.Contains(err.Error(), testCase.err) {
			t.Errorf("ValidateAddress(%q) = %v, want %q", testCase.addr, err, testCase.err)
		}
	}
}
