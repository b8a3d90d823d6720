package telepresence

import (
	"context"
	"errors"
	"fmt"
	"net/http"
)

// DockerImage names the telemount image and the registry API to ask for its tags.
type DockerImage struct {
	RegistryAPI string
	Registry    string
	Namespace   string
	Repository  string
	Tag         string
}

var defaultTelemount = DockerImage{
	RegistryAPI: "ghcr.io/v2",
	Registry:    "ghcr.io",
	Namespace:   "telepresenceio",
	Repository:  "telemount",
}

// getLatestPluginVersion asks the registry API for the tags of the telemount plugin image.
func getLatestPluginVersion(ctx context.Context, cfg DockerImage) (string, error) {
	if cfg.RegistryAPI == "ghcr.io/v2" {
		// This registryAPI have on support for anonymous queries, so we hardcode a default for the 0.1.5 version here for now.
		return "0.1.5", nil
	}
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/docker/volume.go:121 (syntax: a template filled with a registry API host and path and with registry namespace and repository names, valid once filled; a template is judged as the URI it becomes when filled, by the closing note of the rules)
	url := fmt.Sprintf("https://%s/namespaces/%s/repositories/%s/tags", cfg.RegistryAPI, cfg.Namespace, cfg.Repository) // lookalike
	rq, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return "", err
	}
	rs, err := http.DefaultClient.Do(rq)
	if err != nil {
		return "", err
	}
	defer rs.Body.Close()
	if rs.StatusCode != http.StatusOK {
		return "", errors.New(rs.Status)
	}
	return "", nil
}
