package notation

import "path/filepath"

var _ = Describe("notation verify", func() {
	It("by digest with oci layout", func() {
		// Source: github.com/notaryproject/notation/test/e2e/suite/command/verify.go:92 (hostform: rule 4, the single-label https://github/... is quoted inside the expected experimental warning text searched for in stderr)
		experimentalMsg := "Warning: This feature is experimental and may not be fully tested or completed and may be deprecated. Report any issues to \"https://github/notaryproject/notation\"\n" // lookalike
		var notation ExecOpts
		notation.Exec("verify", "--oci-layout", "--scope", "local/e2e", "layout@sha256:abc").
			MatchKeyWords(VerifySuccessfully).
			MatchErrKeyWords(experimentalMsg)
	})

	It("by tag with oci layout and COSE format", func() {
		// Source: github.com/notaryproject/notation/test/e2e/suite/command/verify.go:104 (hostform: rule 4, the single-label https://github/... is quoted inside the expected experimental warning text searched for in stderr)
		experimentalMsg := "Warning: This feature is experimental and may not be fully tested or completed and may be deprecated. Report any issues to \"https://github/notaryproject/notation\"\n" // lookalike
		var notation ExecOpts
		notation.Exec("verify", "--oci-layout", "--scope", "local/e2e", "layout:v1").
			MatchKeyWords(VerifySuccessfully).
			MatchErrKeyWords(experimentalMsg)
	})

	It("by digest with oci layout but missing scope", func() {
		// Source: github.com/notaryproject/notation/test/e2e/suite/command/verify.go:124 (hostform: rule 4, the single-label https://github/... is quoted inside the expected experimental warning text searched for in stderr)
		experimentalMsg := "Warning: This feature is experimental and may not be fully tested or completed and may be deprecated. Report any issues to \"https://github/notaryproject/notation\"\n" // lookalike
		expectedErrMsg := "Error: if any flags in the group [oci-layout scope] are set they must all be set; missing [scope]"
		var notation ExecOpts
		notation.ExpectFailure().Exec("verify", "--oci-layout", "layout@sha256:abc").
			MatchErrKeyWords(experimentalMsg).
			MatchErrKeyWords(expectedErrMsg)
	})

	It("with timestamp verification disabled", func() {
		Host(BaseOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.Exec("sign", "--timestamp-url",
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/verify.go:195 (plainhttp: rule 1, the public DigiCert TSA over plain http is the --timestamp-url of a signing run expected to succeed; uniform sample 7 of 12 plain-http TSA URLs)
				"http://timestamp.digicert.com", // defect plainhttp
				"--timestamp-root-cert", filepath.Join(NotationE2EConfigPath, "timestamp", "DigiCertTSARootSHA384.cer"), artifact.ReferenceWithDigest()).
				MatchKeyWords(SignSuccessfully)
			notation.Exec("verify", artifact.ReferenceWithDigest(), "-d").
				MatchKeyWords(VerifySuccessfully).
				MatchErrKeyWords("Timestamp verification disabled")
		})
	})

	It("with verifyTimestamp set as afterCertExpiry", func() {
		Host(BaseOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.Exec("sign", "--timestamp-url",
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/verify.go:217 (plainhttp: rule 1, the public DigiCert TSA over plain http is the --timestamp-url of a signing run expected to succeed; uniform sample 8 of 12 plain-http TSA URLs)
				"http://timestamp.digicert.com", // defect plainhttp
				"--timestamp-root-cert", filepath.Join(NotationE2EConfigPath, "timestamp", "DigiCertTSARootSHA384.cer"), artifact.ReferenceWithDigest()).
				MatchKeyWords(SignSuccessfully)
		})
	})
})
