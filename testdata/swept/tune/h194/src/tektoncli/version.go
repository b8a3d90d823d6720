package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/version/version.go: the
// latest release is fetched from GitHub and its html_url is printed in a
// message. The source type is named Client; it is VersionClient here only
// because the goa Hub client in this package is also named Client.

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

const latestReleaseURL = "https://api.github.com/repos/tektoncd/cli/releases/latest"

var clientVersion = "dev"

type GHVersion struct {
	TagName string `json:"tag_name"`
	HTMLURL string `json:"html_url"`
}

type VersionClient struct {
	httpClient *http.Client
}

func NewClient(timeout time.Duration) *VersionClient {
	return &VersionClient{httpClient: &http.Client{Timeout: timeout}}
}

func (cli *VersionClient) getRelease(url string) (ghversion GHVersion, err error) {
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		return ghversion, fmt.Errorf("failed to fetch the latest version: %w", err)
	}
	res, err := cli.httpClient.Do(req)
	if err != nil {
		return ghversion, fmt.Errorf("request failed: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return ghversion, fmt.Errorf("invalid http status %d, error: %s", res.StatusCode, res.Status)
	}
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return ghversion, err
	}
	response := GHVersion{}
	if err := json.Unmarshal(body, &response); err != nil {
		return ghversion, err
	}
	return response, nil
}

// parseVersion stands in for semver.NewVersion: it accepts vMAJOR.MINOR.PATCH.
func parseVersion(version string) ([3]int, error) {
	var v [3]int
	version = strings.TrimSpace(version)
	if _, err := fmt.Sscanf(strings.TrimPrefix(version, "v"), "%d.%d.%d", &v[0], &v[1], &v[2]); err != nil {
		return v, fmt.Errorf("failed to parse version: invalid semantic version")
	}
	return v, nil
}

func checkRelease(client *VersionClient) (string, error) {
	response, err := client.getRelease(latestReleaseURL)
	if err != nil {
		return "", err
	}
	latest, err := parseVersion(response.TagName)
	if err != nil {
		return "", err
	}
	current, err := parseVersion(clientVersion)
	if err != nil {
		return "", err
	}
	l := fmt.Sprintf("%d.%d.%d", latest[0], latest[1], latest[2])
	if current[0] < latest[0] || current[0] == latest[0] && (current[1] < latest[1] || current[1] == latest[1] && current[2] < latest[2]) {
		return fmt.Sprintf("A newer version (v%s) of Tekton CLI is available, please check %s\n", l, response.HTMLURL), nil
	}
	return fmt.Sprintf("You are running the latest version (v%s) of Tekton CLI\n", l), nil
}
