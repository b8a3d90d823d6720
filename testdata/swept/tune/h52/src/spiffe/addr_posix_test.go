package spiffe

func validateAddressCasesOS() []validateAddressCase {
	return []validateAddressCase{
		{
			// Source: github.com/spiffe/go-spiffe/v2/workloadapi/addr_posix_test.go:24 (credentials: a user:password pair in a table row that expects the "must not include user info" error of the address validator, a deliberate fixture.)
			addr: "unix://john:doe@foo/path", // lookalike
			err:  "workload endpoint unix socket URI must not include user info",
		},
	}
}
