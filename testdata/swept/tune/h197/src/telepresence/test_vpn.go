package telepresence

import "errors"

// testVPN mirrors the deprecated test-vpn command, which only returns an error that points to the docs.
func testVPN() error {
	return errors.New("the test-vpn command is deprecated." +
		// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/cmd/test_vpn.go:16 (syntax: a documentation URL inside an error message joined to words around it, prose by rule 4)
		" Please see https://www.getambassador.io/docs/telepresence/latest/reference/vpn" + // lookalike
		" to learn how to configure telepresence for your VPN.")
}
