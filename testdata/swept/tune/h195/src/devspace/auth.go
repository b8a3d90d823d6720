package devspace

import "strings"

// AuthConfig mirrors types.AuthConfig of the docker API.
type AuthConfig struct {
	Username      string
	Password      string
	ServerAddress string
}

// dockerClient mirrors pkg/devspace/docker.client.
type dockerClient struct {
	indexServerAddress string
}

// convertToHostname stands in for registry.ConvertToHostname of docker: it
// strips the scheme and any path from a registry URL.
func convertToHostname(url string) string {
	stripped := url
	if strings.HasPrefix(url, "http://") {
		stripped = strings.TrimPrefix(url, "http://")
	} else if strings.HasPrefix(url, "https://") {
		stripped = strings.TrimPrefix(url, "https://")
	}
	return strings.SplitN(stripped, "/", 2)[0]
}

// GetRegistryEndpoint retrieves the correct registry url
func (c *dockerClient) GetRegistryEndpoint(registryURL string) (bool, string, error) {
	authServer := c.indexServerAddress
	if registryURL == "" || registryURL == "hub.docker.com" {
		registryURL = authServer
	}
	return registryURL == authServer, registryURL, nil
}

// GetAuthConfig returns the AuthConfig for a Docker registry from the Docker credential helper
func (c *dockerClient) GetAuthConfig(registryURL string) (*AuthConfig, error) {
	isDefaultRegistry, serverAddress, err := c.GetRegistryEndpoint(registryURL)
	if err != nil {
		return nil, err
	}
	if !isDefaultRegistry {
		serverAddress = convertToHostname(serverAddress)
	}
	return &AuthConfig{ServerAddress: serverAddress}, nil
}
