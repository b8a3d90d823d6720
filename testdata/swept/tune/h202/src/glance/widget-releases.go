package glance

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

type releaseRequest struct {
	IncludePreleases bool
	// Repository is "owner/name" for GitHub, GitLab and Codeberg,
	// "[namespace/]name[:tag]" for Docker Hub.
	Repository string
}

func fetchLatestGithubRelease(request *releaseRequest) (*http.Request, error) {
	var requestURL string
	if !request.IncludePreleases {
		requestURL = fmt.Sprintf("https://api.github.com/repos/%s/releases/latest", request.Repository)
	} else {
		// Source: github.com/glanceapp/glance/internal/glance/widget-releases.go:219 (syntax: uniform sample 3 of 16 format-string URL templates; %s is filled with owner/name, giving a valid API path)
		requestURL = fmt.Sprintf("https://api.github.com/repos/%s/releases", request.Repository) // lookalike
	}
	return http.NewRequest("GET", requestURL, nil)
}

const dockerHubOfficialRepoTagURLFormat = "https://hub.docker.com/_/%s/tags?name=%s"

// Source: github.com/glanceapp/glance/internal/glance/widget-releases.go:271 (syntax: uniform sample 4 of 16 format-string URL templates; the %s holes take namespace/name and a tag name, a valid link once filled)
const dockerHubRepoTagURLFormat = "https://hub.docker.com/r/%s/tags?name=%s" // lookalike

const dockerHubTagsURLFormat = "https://hub.docker.com/v2/namespaces/%s/repositories/%s/tags"

// Source: github.com/glanceapp/glance/internal/glance/widget-releases.go:273 (syntax: uniform sample 5 of 16 format-string URL templates; namespace, repository and tag fill the %s holes as path segments, a valid URL once filled)
const dockerHubSpecificTagURLFormat = "https://hub.docker.com/v2/namespaces/%s/repositories/%s/tags/%s" // lookalike

func fetchLatestDockerHubRelease(request *releaseRequest) (string, string) {
	nameParts := strings.Split(request.Repository, "/")
	if len(nameParts) == 1 {
		nameParts = []string{"library", nameParts[0]}
	}
	tagParts := strings.SplitN(nameParts[1], ":", 2)
	var requestURL, notesURL string
	if len(tagParts) == 2 {
		requestURL = fmt.Sprintf(dockerHubSpecificTagURLFormat, nameParts[0], tagParts[0], tagParts[1])
	} else {
		requestURL = fmt.Sprintf(dockerHubTagsURLFormat, nameParts[0], nameParts[1])
	}
	if nameParts[0] == "library" {
		notesURL = fmt.Sprintf(dockerHubOfficialRepoTagURLFormat, tagParts[0], "latest")
	} else {
		notesURL = fmt.Sprintf(dockerHubRepoTagURLFormat, nameParts[0]+"/"+tagParts[0], "latest")
	}
	return requestURL, notesURL
}

// fetchLatestGitLabRelease puts the project path "namespace/project" into one
// path segment of the GitLab API, as GitLab wants it: namespace%2Fproject.
func fetchLatestGitLabRelease(request *releaseRequest) (*http.Request, error) {
	return http.NewRequest(
		"GET",
		fmt.Sprintf(
			"https://gitlab.com/api/v4/projects/%s/releases/permalink/latest",
			// Source: github.com/glanceapp/glance/internal/glance/widget-releases.go:364 (escaper: url.QueryEscape is used for a path segment, the wrong escaper (space becomes +); url.PathEscape is the one for a path segment)
			url.QueryEscape(request.Repository), // defect escaper
		),
		nil,
	)
}

func fetchLatestCodebergRelease(request *releaseRequest) (*http.Request, error) {
	return http.NewRequest(
		"GET",
		fmt.Sprintf(
			// Source: github.com/glanceapp/glance/internal/glance/widget-releases.go:400 (syntax: uniform sample 6 of 16 format-string URL templates; %s is filled with owner/name, a valid Codeberg API path)
			"https://codeberg.org/api/v1/repos/%s/releases/latest", // lookalike
			request.Repository,
		),
		nil,
	)
}
