package notation

var _ = Describe("notation OCSP revocation check", func() {
	It("with leaf certificate revoked", func() {
		Host(OCSPOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("verify", artifact.ReferenceWithDigest(), "-d").
				MatchErrKeyWords(
					VerifyFailed,
					// Source: github.com/notaryproject/notation/test/e2e/suite/scenario/ocsp.go:54 (port: rule 4, the local OCSP URL with port 10087 is quoted inside an expected error text, so the quote and words after it are no port)
					`Certificate #1 in chain with subject "CN=LeafCert,OU=OrgUnit,O=Organization,L=City,ST=State,C=US" encountered an error for revocation method OCSP at URL "http://localhost:10087": certificate is revoked via OCSP`, // lookalike
				)
		})
	})
})
