package notation

import "path/filepath"

var _ = Describe("notation sign", func() {
	It("with timestamping", func() {
		Host(BaseOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.Exec("sign", "--timestamp-url",
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/sign.go:203 (plainhttp: rule 1, the public GlobalSign TSA over plain http is the --timestamp-url of a signing run expected to succeed; uniform sample 2 of 12 plain-http TSA URLs)
				"http://rfc3161timestamp.globalsign.com/advanced", // defect plainhttp
				"--timestamp-root-cert", filepath.Join(NotationE2EConfigPath, "timestamp", "globalsignTSARoot.cer"), artifact.ReferenceWithDigest()).
				MatchKeyWords(SignSuccessfully)
		})
	})

	It("with timestamp-url but no timestamp-root-cert", func() {
		Host(BaseOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("sign", "--timestamp-url",
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/sign.go:217 (plainhttp: rule 1, the expected error is for the missing root-cert flag, not for this URL, so the public TSA over plain http is ordinary flag configuration; uniform sample 3 of 12 plain-http TSA URLs)
				"http://rfc3161timestamp.globalsign.com/advanced", // defect plainhttp
				artifact.ReferenceWithDigest()).
				MatchErrKeyWords("Error: if any flags in the group [timestamp-url timestamp-root-cert] are set they must all be set; missing [timestamp-root-cert]")
		})
	})

	It("with timestamping and invalid tsa server", func() {
		Host(BaseOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("sign", "--timestamp-url",
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/sign.go:238 (plainhttp: rule 2a and 2b, the case is named invalid tsa server and expects the Post to fail; localhost.test is also a reserved test host)
				"http://localhost.test", // lookalike
				"--timestamp-root-cert", filepath.Join(NotationE2EConfigPath, "timestamp", "globalsignTSARoot.cer"), artifact.ReferenceWithDigest()).
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/sign.go:239 (syntax: rule 4, the URL is quoted inside an expected error text searched for in stderr)
				MatchErrKeyWords("Error: timestamp: Post \"http://localhost.test\"") // lookalike
		})
	})

	It("with timestamping and empty tsa root certificate file", func() {
		Host(BaseOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("sign", "--timestamp-url",
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/sign.go:252 (plainhttp: rule 1, the expected error is for the empty root-cert file, not for this URL, so the public TSA over plain http is ordinary flag configuration; uniform sample 4 of 12 plain-http TSA URLs)
				"http://timestamp.digicert.com", // defect plainhttp
				"--timestamp-root-cert", filepath.Join(NotationE2EConfigPath, "timestamp", "Empty.txt"), artifact.ReferenceWithDigest()).
				MatchErrKeyWords("cannot find any certificate from")
		})
	})

	It("with timestamping and more than one certificates in tsa root certificate file", func() {
		Host(BaseOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("sign", "--timestamp-url",
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/sign.go:260 (plainhttp: rule 1, the expected error is for the certificate chain file, not for this URL, so the public TSA over plain http is ordinary flag configuration; uniform sample 5 of 12 plain-http TSA URLs)
				"http://timestamp.digicert.com", // defect plainhttp
				"--timestamp-root-cert", filepath.Join(NotationE2EConfigPath, "timestamp", "CertChain.pem"), artifact.ReferenceWithDigest()).
				MatchErrKeyWords("found more than one certificates")
		})
	})

	It("with timestamping and not self-issued certificate file", func() {
		Host(BaseOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("sign", "--timestamp-url",
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/sign.go:275 (plainhttp: rule 1, the expected error is for the not self-issued root cert, not for this URL, so the public TSA over plain http is ordinary flag configuration; uniform sample 6 of 12 plain-http TSA URLs)
				"http://timestamp.digicert.com", // defect plainhttp
				"--timestamp-root-cert", filepath.Join(NotationE2EConfigPath, "timestamp", "notSelfIssued.crt"), artifact.ReferenceWithDigest()).
				MatchErrKeyWords("is not a root certificate. Expecting single x509 root certificate in PEM or DER format from the file")
		})
	})
})
