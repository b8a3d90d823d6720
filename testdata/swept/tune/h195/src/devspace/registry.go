package devspace

import "encoding/base64"

// PullSecretOptions has all options necessary to create a pullSecret
type PullSecretOptions struct {
	Namespace       string
	RegistryURL     string
	Username        string
	PasswordOrToken string
	Email           string
}

// CreatePullSecret creates an image pull secret for a registry
func CreatePullSecret(options *PullSecretOptions) []byte {
	if options.RegistryURL == "hub.docker.com" || options.RegistryURL == "" {
		options.RegistryURL = "https://index.docker.io/v1/"
	}

	authToken := options.PasswordOrToken
	if options.Username != "" {
		// Source: github.com/loft-sh/devspace/pkg/devspace/pullsecrets/registry.go:47 (credentials: USER:TOKEN from the caller's options is base64-encoded into the auth field of a docker config secret, no URI userinfo and no constant password)
		authToken = options.Username + ":" + authToken // lookalike
	}

	registryAuthEncoded := base64.StdEncoding.EncodeToString([]byte(authToken))
	return []byte(`{"auths": {"` + options.RegistryURL + `": {"auth": "` + registryAuthEncoded + `", "email": "` + options.Email + `"}}}`)
}
