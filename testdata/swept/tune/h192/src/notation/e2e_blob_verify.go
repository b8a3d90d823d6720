package notation

var _ = Describe("notation blob verify", func() {
	It("with no trust policy", func() {
		HostWithBlob(BaseOptions(), func(notation *ExecOpts, blobPath string, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("blob", "verify", "--signature", blobPath+".jws.sig", blobPath).
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/blob/verify.go:271 (syntax: rule 4, the docs URL is prose inside an expected error text searched for in stderr)
				MatchErrKeyWords(`trust policy is not present. To create a trust policy, see: https://notaryproject.dev/docs/quickstart/#create-a-trust-policy`) // lookalike
		})
	})
})
