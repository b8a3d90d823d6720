package agent

import (
	"encoding/json"
	"errors"
	"net/http"
)

// Credentials is a stand-in for the docker-credential-helpers credentials.Credentials.
type Credentials struct {
	ServerURL string
	Username  string
	Secret    string
}

type portainerHelper struct{}

// Get asks the agent's local lookup server for the credentials of a registry;
// serverURL is the registry URL Docker passes to the helper (e.g. https://index.docker.io/v1/),
// which the server reads back with the serverurl query parameter.
func (h *portainerHelper) Get(serverURL string) (string, string, error) {
	if serverURL == "" {
		return "", "", errors.New("missing server URL")
	}

	// Source: github.com/portainer/agent/cmd/docker-credential-portainer/portainer_helper.go:37 (escaper: a registry URL is spliced raw into the serverurl query value, so a & # or + in it splits or alters the parameter the lookup server reads; url.QueryEscape is needed; by the escaper check, a value needing escaping spliced raw)
	resp, err := http.Get("http://localhost:9005/lookup?serverurl=" + serverURL) // defect escaper
	if err != nil {
		return "", "", err
	}
	defer resp.Body.Close()

	var c Credentials
	if err := json.NewDecoder(resp.Body).Decode(&c); err != nil {
		return "", "", err
	}
	return c.Username, c.Secret, nil
}
