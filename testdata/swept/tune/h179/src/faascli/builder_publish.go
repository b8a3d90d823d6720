package faascli

import "net/url"

// PublishImage builds and pushes a multi-arch image, through the remote
// builder when one is set.
func PublishImage(remoteBuilder, platforms, tarPath, payloadSecretPath, builderPublicKeyPath string) error {
	if remoteBuilder != "" {
		u, _ := url.Parse(remoteBuilder)
		// Source: github.com/openfaas/faas-cli/builder/publish.go:102 (hostjoin: the Host field is copied whole from the parsed builder URL, no host and port joined by hand)
		builderURL := &url.URL{Scheme: u.Scheme, Host: u.Host} // lookalike
		return runRemoteBuild(builderURL, tarPath, payloadSecretPath, builderPublicKeyPath)
	}
	_ = platforms
	return nil
}
