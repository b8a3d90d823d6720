package terragrunt

import (
	"fmt"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
)

// Module is a catalog module.
type Module struct {
	cloneURL  string
	moduleDir string
}

// NewModuleForTest builds a module from its clone URL and directory.
func NewModuleForTest(cloneURL, moduleDir string) *Module {
	return &Module{cloneURL: cloneURL, moduleDir: moduleDir}
}

// TerraformSourcePath returns the go-getter source of the module.
func (module *Module) TerraformSourcePath() string {
	if module.moduleDir == "" {
		return module.cloneURL
	}

	// Split on ? to separate base URL from query string
	base, query, _ := strings.Cut(module.cloneURL, "?")

	result := base + "//" + module.moduleDir
	if query != "" {
		// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/module.go:103 (escaper: the query cut off the clone URL is put back unchanged, already encoded, so no escaper is missing)
		result += "?" + query // lookalike
	}

	return result
}

const (
	githubHost    = "github.com"
	gitlabHost    = "gitlab.com"
	bitbucketHost = "bitbucket.org"
	azuredevHost  = "dev.azure.com"
)

var (
	githubEnterprisePatternReg = regexp.MustCompile(`^github\.`)
	gitlabSelfHostedPatternReg = regexp.MustCompile(`^gitlab\.`)
)

// Repo is a cloned catalog repository.
type Repo struct {
	RemoteURL  string
	BranchName string
	path       string
}

// remoteURL is a parsed VCS remote.
type remoteURL struct {
	Host     string
	FullName string
}

// vcsurlParse stands in for vcsurl.Parse.
func vcsurlParse(raw string) (*remoteURL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}

	return &remoteURL{Host: u.Host, FullName: strings.Trim(strings.TrimSuffix(u.Path, ".git"), "/")}, nil
}

// ModuleURL returns the URL to view this module in a browser.
// When the module provided is in a format that is not supported by the catalog, it returns an empty string.
// The root module of a repository is passed as the empty directory.
func (repo *Repo) ModuleURL(moduleDir string) string {
	if repo.RemoteURL == "" {
		return filepath.Join(repo.path, moduleDir)
	}

	remote, err := vcsurlParse(repo.RemoteURL)
	if err != nil {
		return ""
	}

	// Simple, predictable hosts
	switch remote.Host {
	case githubHost:
		return fmt.Sprintf(
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo.go:207 (escaper: filled with a forge host, the repo's full name, a git branch and a repo-relative module dir, slash-separated path parts meant raw, which gives a valid browse URL)
			"https://%s/%s/tree/%s/%s", // lookalike
			remote.Host,
			remote.FullName,
			repo.BranchName,
			moduleDir,
		)
	case gitlabHost:
		return fmt.Sprintf(
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo.go:215 (escaper: the same browse-URL template for GitLab, filled with path parts meant raw)
			"https://%s/%s/-/tree/%s/%s", // lookalike
			remote.Host,
			remote.FullName,
			repo.BranchName,
			moduleDir,
		)
	case bitbucketHost:
		return fmt.Sprintf(
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo.go:223 (escaper: a browse-URL template whose query takes a git branch name, which holds no query-breaking characters)
			"https://%s/%s/browse/%s?at=%s", // lookalike
			remote.Host,
			remote.FullName,
			moduleDir,
			repo.BranchName,
		)
	case azuredevHost:
		return fmt.Sprintf(
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo.go:231 (escaper: a browse-URL template whose query takes a slash-separated module dir and a branch, characters a query may hold raw)
			"https://%s/_git/%s?path=%s&version=GB%s", // lookalike
			remote.Host,
			remote.FullName,
			moduleDir,
			repo.BranchName,
		)
	}

	// Hosts that require special handling
	if githubEnterprisePatternReg.MatchString(remote.Host) {
		return fmt.Sprintf(
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo.go:242 (escaper: the GitHub Enterprise browse-URL template, filled with path parts meant raw)
			"https://%s/%s/tree/%s/%s", // lookalike
			remote.Host,
			remote.FullName,
			repo.BranchName,
			moduleDir,
		)
	}

	if gitlabSelfHostedPatternReg.MatchString(remote.Host) {
		return fmt.Sprintf(
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo.go:252 (escaper: the self-hosted GitLab browse-URL template, filled with path parts meant raw)
			"https://%s/%s/-/tree/%s/%s", // lookalike
			remote.Host,
			remote.FullName,
			repo.BranchName,
			moduleDir,
		)
	}

	return ""
}

// cloneSourceURL sets ref=HEAD on the clone source when none is set.
func cloneSourceURL(sourceURL *url.URL) string {
	q := sourceURL.Query()

	if q.Get("ref") == "" {
		q.Set("ref", "HEAD")
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo.go:539 (escaper: the query is rebuilt with url.Values.Encode, the right query escaper)
	sourceURL.RawQuery = q.Encode() // lookalike

	return sourceURL.String()
}
