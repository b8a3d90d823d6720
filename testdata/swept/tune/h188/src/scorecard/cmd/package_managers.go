// Package cmd holds rewritten excerpts of scorecard's package-manager lookups.
package cmd

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
)

// Client is a stand-in for packagemanager.Client: Get fills the %s of url with packageName and fetches it.
type Client interface {
	Get(url, packageName string) (*http.Response, error)
}

var (
	githubDomainRegexp    = regexp.MustCompile(`^https?:[/]{2}github[.]com/([^/]+)/([^/]+)`)
	githubSubdomainRegexp = regexp.MustCompile(`^https?:[/]{2}([^.]+)[.]github[.]io/([^/]+).*`)
	gitlabDomainRegexp    = regexp.MustCompile(`^https?:[/]{2}gitlab[.]com/([^/]+)/([^/]+)`)
)

func makeGithubRepo(urlAndPathParts []string) string {
	if len(urlAndPathParts) < 3 {
		return ""
	}
	userOrOrg := strings.ToLower(urlAndPathParts[1])
	repoName := strings.TrimSuffix(strings.ToLower(urlAndPathParts[2]), ".git")
	if userOrOrg == "sponsors" {
		return ""
	}
	// Source: github.com/ossf/scorecard/v5/cmd/package_managers.go:46 (syntax: the holes take an owner and repo name matched by [^/]+ from a GitHub URL, a valid repo URL once filled; judged filled by the template rule)
	return fmt.Sprintf("https://github.com/%s/%s", userOrOrg, repoName) // lookalike
}

// Both GitHub and GitLab are case-insensitive (and thus we lowercase those URLS)
// however generic URLs are indeed case-sensitive!
var pypiMatchers = []func(string) string{
	func(url string) string {
		return makeGithubRepo(githubDomainRegexp.FindStringSubmatch(url))
	},
	func(url string) string {
		return makeGithubRepo(githubSubdomainRegexp.FindStringSubmatch(url))
	},
	func(url string) string {
		match := gitlabDomainRegexp.FindStringSubmatch(url)
		if len(match) >= 3 {
			// Source: github.com/ossf/scorecard/v5/cmd/package_managers.go:63 (syntax: the holes take two path segments matched from a GitLab URL, a valid repo URL once filled; judged filled by the template rule)
			return strings.ToLower(fmt.Sprintf("https://gitlab.com/%s/%s", match[1], match[2])) // lookalike
		}
		return ""
	},
}

type npmResult struct {
	Repository struct {
		URL string `json:"url"`
	} `json:"repository"`
}

type pypiSearchResults struct {
	Info struct {
		ProjectURLs map[string]string `json:"project_urls"`
		ProjectURL  string            `json:"project_url"`
	} `json:"info"`
}

type rubyGemsSearchResults struct {
	SourceCodeURI string `json:"source_code_uri"`
}

// Gets the GitHub repository URL for the npm package.
func fetchGitRepositoryFromNPM(packageName string, packageManager Client) (string, error) {
	// Source: github.com/ossf/scorecard/v5/cmd/package_managers.go:129 (syntax: a format string that the package-manager client fills with an npm package name, which npm keeps URL-safe, valid once filled; judged filled by the template rule)
	npmGetURL := "https://registry.npmjs.org/%s/latest" // lookalike
	resp, err := packageManager.Get(npmGetURL, packageName)
	if err != nil {
		return "", fmt.Errorf("failed to get npm package json: %w", err)
	}
	defer resp.Body.Close()
	v := &npmResult{}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		return "", fmt.Errorf("failed to parse npm package json: %w", err)
	}
	if resp.StatusCode == http.StatusNotFound || v.Repository.URL == "" {
		return "", fmt.Errorf("could not find source repo for npm package: %s", packageName)
	}
	return strings.TrimPrefix(strings.TrimSuffix(v.Repository.URL, ".git"), "git+"), nil
}

func findGitRepositoryInPYPIResponse(packageName string, response io.Reader) (string, error) {
	v := &pypiSearchResults{}
	if err := json.NewDecoder(response).Decode(v); err != nil {
		return "", fmt.Errorf("failed to parse pypi package json: %w", err)
	}
	if v.Info.ProjectURLs == nil {
		v.Info.ProjectURLs = map[string]string{}
	}
	v.Info.ProjectURLs["key_not_used_and_very_unlikely_to_be_present_already"] = v.Info.ProjectURL
	var validURL string
	for _, url := range v.Info.ProjectURLs {
		for _, matcher := range pypiMatchers {
			repo := matcher(url)
			if repo == "" {
				continue
			}
			if validURL == "" {
				validURL = repo
			} else if validURL != repo {
				return "", fmt.Errorf("found too many possible source repos for pypi package: %s", packageName)
			}
		}
	}
	if validURL == "" {
		return "", fmt.Errorf("could not find source repo for pypi package: %s", packageName)
	}
	return validURL, nil
}

// Gets the GitHub repository URL for the pypi package.
func fetchGitRepositoryFromPYPI(packageName string, manager Client) (string, error) {
	// Source: github.com/ossf/scorecard/v5/cmd/package_managers.go:183 (syntax: a format string filled with a PyPI project name, valid once filled; judged filled by the template rule)
	pypiSearchURL := "https://pypi.org/pypi/%s/json" // lookalike
	resp, err := manager.Get(pypiSearchURL, packageName)
	if err != nil {
		return "", fmt.Errorf("failed to get pypi package json: %w", err)
	}
	defer resp.Body.Close()
	return findGitRepositoryInPYPIResponse(packageName, resp.Body)
}

// Gets the GitHub repository URL for the rubygems package.
func fetchGitRepositoryFromRubyGems(packageName string, manager Client) (string, error) {
	// Source: github.com/ossf/scorecard/v5/cmd/package_managers.go:195 (syntax: a format string filled with a gem name, valid once filled; judged filled by the template rule)
	rubyGemsSearchURL := "https://rubygems.org/api/v1/gems/%s.json" // lookalike
	resp, err := manager.Get(rubyGemsSearchURL, packageName)
	if err != nil {
		return "", fmt.Errorf("failed to get ruby gem json: %w", err)
	}
	defer resp.Body.Close()
	v := &rubyGemsSearchResults{}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		return "", fmt.Errorf("failed to parse ruby gem json: %w", err)
	}
	if v.SourceCodeURI == "" {
		return "", fmt.Errorf("could not find source repo for ruby gem: %s", packageName)
	}
	return v.SourceCodeURI, nil
}
