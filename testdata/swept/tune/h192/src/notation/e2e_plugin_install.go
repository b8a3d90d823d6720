package notation

var _ = Describe("notation plugin install", func() {
	It("with invalid plugin URL scheme", func() {
		Host(nil, func(notation *ExecOpts, _ *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("plugin", "install", "--url",
				// Source: github.com/notaryproject/notation/test/e2e/suite/plugin/install.go:169 (sink: rule 2a and 2b, the case is named invalid plugin URL scheme and expects the https-only installer to reject the http scheme)
				"http://localhost", // lookalike
				"--sha256sum", "abcd").
				MatchErrContent("Error: failed to download plugin from URL: only the HTTPS scheme is supported, but got http\n")
		})
	})

	It("with invalid plugin URL", func() {
		Host(nil, func(notation *ExecOpts, _ *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("plugin", "install", "--url", "https://localhost.test", "--sha256sum", "abcd").
				// Source: github.com/notaryproject/notation/test/e2e/suite/plugin/install.go:177 (syntax: rule 4, the URL is joined to the words of an expected error text searched for in stderr)
				MatchErrKeyWords("failed to download plugin from URL https://localhost.test") // lookalike
		})
	})
})
