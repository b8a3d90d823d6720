package faascli

import "net/url"

// buildImage builds a function image; with a remote builder it sends the
// build context to the builder at the scheme and host of remoteBuilder.
func buildImage(remoteBuilder, tarPath, payloadSecretPath, builderPublicKeyPath string) error {
	if remoteBuilder != "" {
		u, _ := url.Parse(remoteBuilder)
		// Source: github.com/openfaas/faas-cli/builder/build.go:142 (hostjoin: the Host field is copied whole from the parsed builder URL, so host and port are never joined by hand and an IPv6 host stays bracketed)
		builderURL := &url.URL{Scheme: u.Scheme, Host: u.Host} // lookalike
		return runRemoteBuild(builderURL, tarPath, payloadSecretPath, builderPublicKeyPath)
	}
	return nil
}
