package agent

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// RegistryCredentials is a stand-in for edge.RegistryCredentials.
type RegistryCredentials struct {
	ServerURL string
	Username  string
	Secret    string
}

// generateImagePullSecrets writes a .dockerconfigjson whose auths key is the registry URL.
func generateImagePullSecrets(cred RegistryCredentials) []byte {
	credentials := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("%s:%s", cred.Username, cred.Secret)))
	registryURL := cred.ServerURL
	if !strings.HasPrefix(cred.ServerURL, "http") {
		// Source: github.com/portainer/agent/edge/yaml/kubernetes.go:52 (sink: the https scheme is added to a bare registry host only when it has none, which turns it into a full URL for the auths key; by the sink check, the value given on is an absolute URI)
		registryURL = "https://" + registryURL // lookalike
	}
	return []byte(fmt.Sprintf(`{"auths": {"%s": {"auth": "%s"}}}`, registryURL, credentials))
}
