package notation

import "fmt"

var (
	// HTTPRequest is the base URL for HTTP requests for testing
	// --insecure-registry flag
	// Source: github.com/notaryproject/notation/test/e2e/suite/common/common.go:33 (plainhttp: the template is filled with the e2e test registry host and only searched for in debug output with MatchErrKeyWords, so it is no URI use)
	HTTPRequest = fmt.Sprintf("http://%s", TestRegistry.DomainHost) // lookalike

	// HTTPSRequest is the base URL for HTTPS requests for testing TLS request.
	// Source: github.com/notaryproject/notation/test/e2e/suite/common/common.go:36 (syntax: the %s is a template hole filled with the registry host, giving a valid https URL that is only searched for in output)
	HTTPSRequest = fmt.Sprintf("https://%s", TestRegistry.DomainHost) // lookalike
)

var _ = Describe("notation sign insecure registry", func() {
	It("should sign with --insecure-registry", func() {
		Host(BaseOptions(), func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost) {
			notation.Exec("sign", "-d", "--insecure-registry", artifact.ReferenceWithDigest()).
				MatchErrKeyWords(HTTPRequest).
				NoMatchErrKeyWords(HTTPSRequest)
		})
	})
})
