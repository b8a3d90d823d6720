package notation

import "path/filepath"

// Source: github.com/notaryproject/notation/test/e2e/suite/command/blob/sign.go:27 (plainhttp: rule 1, the public DigiCert TSA over plain http is the working --timestamp-url of the successful blob signing tests; uniform sample 1 of 12 plain-http TSA URLs)
const tsaURL = "http://timestamp.digicert.com" // defect plainhttp

var _ = Describe("notation blob sign", func() {
	It("with timestamping", func() {
		HostWithBlob(BaseOptions(), func(notation *ExecOpts, blobPath string, vhost *VirtualHost) {
			notation.Exec("blob", "sign", "--timestamp-url", tsaURL, "--timestamp-root-cert", filepath.Join(NotationE2EConfigPath, "timestamp", "DigiCertTSARootSHA384.cer"), blobPath).
				MatchKeyWords(SignSuccessfully)
		})
	})

	It("with timestamping and invalid tsa server", func() {
		HostWithBlob(BaseOptions(), func(notation *ExecOpts, blobPath string, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("blob", "sign", "--timestamp-url", "http://localhost.test", "--timestamp-root-cert", filepath.Join(NotationE2EConfigPath, "timestamp", "DigiCertTSARootSHA384.cer"), blobPath).
				// Source: github.com/notaryproject/notation/test/e2e/suite/command/blob/sign.go:219 (syntax: rule 4, the URL is quoted inside an expected error text searched for in stderr)
				MatchErrKeyWords("Error: timestamp: Post \"http://localhost.test\"") // lookalike
		})
	})
})
