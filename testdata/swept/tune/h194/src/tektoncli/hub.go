package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/hub/hub/hub.go: the Hub
// clients store the API server URL given to SetURL and send every request to
// apiURL + endpoint with http.Get.

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
)

const (
	ArtifactHubType = "artifact"
	TektonHubType   = "tekton"

	// hubURL - Hub API Server URL
	tektonHubURL   = "https://api.hub.tekton.dev"
	artifactHubURL = "https://artifacthub.io"

	tektonHubCatEndpoint         = "/v1/catalogs"
	artifactHubCatSearchEndpoint = "/api/v1/repositories/search"
	artifactHubCatInfoEndpoint   = "/api/v1/packages/tekton"
	artifactHubTaskType          = 7
	artifactHubPipelineType      = 11
)

type tektonHubClient struct {
	apiURL string
}

type artifactHubClient struct {
	apiURL string
}

// SetURL validates and sets the Artifact Hub apiURL server URL
// URL passed through flag will take precedence over the Artifact Hub API URL
// in config file and default URL
func (a *artifactHubClient) SetURL(apiURL string) error {
	resUrl, err := resolveUrl(apiURL, "ARTIFACT_HUB_API_SERVER", artifactHubURL)
	if err != nil {
		return err
	}

	a.apiURL = resUrl
	return nil
}

// SetURL validates and sets the Tekton Hub apiURL server URL
// URL passed through flag will take precedence over the Tekton Hub API URL
// in config file and default URL
func (t *tektonHubClient) SetURL(apiURL string) error {
	resUrl, err := resolveUrl(apiURL, "TEKTON_HUB_API_SERVER", tektonHubURL)
	if err != nil {
		return err
	}

	t.apiURL = resUrl
	return nil
}

// Get gets data from Artifact Hub
func (a *artifactHubClient) Get(endpoint string) ([]byte, int, error) {
	return get(a.apiURL + endpoint)
}

// Get gets data from Tekton Hub
func (t *tektonHubClient) Get(endpoint string) ([]byte, int, error) {
	return get(t.apiURL + endpoint)
}

func resolveUrl(apiURL, envVariable, defaultUrl string) (string, error) {
	if apiURL != "" {
		_, err := url.ParseRequestURI(apiURL)
		if err != nil {
			return "", err
		}

		return apiURL, nil
	}

	if apiURL := os.Getenv(envVariable); apiURL != "" {
		_, err := url.ParseRequestURI(apiURL)
		if err != nil {
			return "", fmt.Errorf("invalid url set for %s: %s : %v", envVariable, apiURL, err)
		}
		return apiURL, nil
	}

	return defaultUrl, nil
}

func get(url string) ([]byte, int, error) {
	data, status, err := httpGet(url)
	if err != nil {
		return nil, 0, err
	}
	if status != http.StatusOK {
		err = fmt.Errorf("Invalid Response from server")
	}
	return data, status, err
}

// httpGet gets raw data given the url
func httpGet(url string) ([]byte, int, error) {
	resp, err := http.Get(url)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()

	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, 0, err
	}

	return data, resp.StatusCode, err
}
