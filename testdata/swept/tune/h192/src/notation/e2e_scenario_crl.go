package notation

var _ = Describe("notation CRL revocation check", func() {
	It("successfully completed with cache creation error in warning message", func() {
		Host(CRLOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.Exec("verify", artifact.ReferenceWithDigest(), "-d").
				MatchKeyWords(VerifySuccessfully).
				MatchErrKeyWords(
					"Warning: failed to create crl file cache",
					// Source: github.com/notaryproject/notation/test/e2e/suite/scenario/crl.go:159 (syntax: rule 4, the local CRL URL is quoted after a method inside a debug-log line searched for in stderr)
					`"GET" "http://localhost:10086/intermediate.crl"`, // lookalike
					// Source: github.com/notaryproject/notation/test/e2e/suite/scenario/crl.go:160 (syntax: rule 4, the local CRL URL is quoted after a method inside a debug-log line searched for in stderr)
					`"GET" "http://localhost:10086/leaf.crl"`, // lookalike
				)
		})
	})

	It("failed with revoked leaf certificate and cache creation error in warning message", func() {
		Host(CRLOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("verify", artifact.ReferenceWithDigest(), "-d").
				MatchErrKeyWords(
					VerifyFailed,
					// Source: github.com/notaryproject/notation/test/e2e/suite/scenario/crl.go:187 (syntax: rule 4, the local CRL URL is quoted after a method inside a debug-log line searched for in stderr)
					`"GET" "http://localhost:10086/intermediate.crl"`, // lookalike
					// Source: github.com/notaryproject/notation/test/e2e/suite/scenario/crl.go:188 (syntax: rule 4, the local CRL URL is quoted after a method inside a debug-log line searched for in stderr)
					`"GET" "http://localhost:10086/leaf.crl"`, // lookalike
					"is revoked",
				)
		})
	})

	It("successfully completed with cache get and set error in debug log", func() {
		Host(CRLOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.Exec("verify", artifact.ReferenceWithDigest(), "-d").
				MatchErrKeyWords(
					// Source: github.com/notaryproject/notation/test/e2e/suite/scenario/crl.go:231 (syntax: rule 4, the local CRL URL is quoted after a method inside a debug-log line searched for in stderr)
					`"GET" "http://localhost:10086/intermediate.crl"`, // lookalike
					// Source: github.com/notaryproject/notation/test/e2e/suite/scenario/crl.go:232 (syntax: rule 4, the local CRL URL is quoted after a method inside a debug-log line searched for in stderr)
					`"GET" "http://localhost:10086/leaf.crl"`, // lookalike
				)
		})
	})

	It("succesfully completed with the crl in the cache expired and a roundtrip", func() {
		Host(CRLOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.Exec("verify", artifact.ReferenceWithDigest(), "-d").
				MatchKeyWords(VerifySuccessfully).
				MatchErrKeyWords(
					// Source: github.com/notaryproject/notation/test/e2e/suite/scenario/crl.go:268 (syntax: rule 4, the local CRL URL is quoted after a method inside a debug-log line searched for in stderr)
					`"GET" "http://localhost:10086/leaf.crl"`, // lookalike
				)
		})
	})

	It("failed with crl in the cache expired and a roundtrip to download a revoked crl", func() {
		Host(CRLOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.ExpectFailure().Exec("verify", artifact.ReferenceWithDigest(), "-d").
				MatchErrKeyWords(
					VerifyFailed,
					// Source: github.com/notaryproject/notation/test/e2e/suite/scenario/crl.go:307 (syntax: rule 4, the local CRL URL is quoted after a method inside a debug-log line searched for in stderr)
					`"GET" "http://localhost:10086/leaf.crl"`, // lookalike
				)
		})
	})
})
