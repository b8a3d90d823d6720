package okteto

import (
	"net/url"
	"strings"

	giturls "github.com/chainguard-dev/git-urls"
)

// Repository mirrors pkg/repository/repository.go.
type Repository struct {
	url  *repositoryURL
	path string
}

type repositoryURL struct {
	url.URL
}

// String is a custom implementation for the url where User is removed and the schema is forced to https
func (r repositoryURL) String() string {
	repo := r.URL
	repo.User = nil
	switch repo.Scheme {
	case "ssh", "http":
		repo.Scheme = "https"
	}
	repo.Path = strings.TrimSuffix(repo.Path, ".git")
	return repo.String()
}

func newGitURL(path string) repositoryURL {
	u, err := giturls.Parse(path)
	if err != nil || u == nil {
		return repositoryURL{}
	}
	return repositoryURL{*u}
}

// NewRepository creates a repository controller; path is a local directory or a remote URL.
func NewRepository(path string) Repository {
	repoURL := gitRepoController{path: path}.getRepoURL()
	u := newGitURL(repoURL)
	return Repository{path: path, url: &u}
}

// IsEqual checks if another repository is the same from the one calling the function
func (r Repository) IsEqual(otherRepo Repository) bool {
	if r.url == nil || otherRepo.url == nil {
		return false
	}
	if r.url.Hostname() != otherRepo.url.Hostname() {
		return false
	}
	return cleanPath(r.url.Path) == cleanPath(otherRepo.url.Path)
}

func cleanPath(path string) string {
	return strings.TrimSuffix(strings.TrimPrefix(path, "/"), ".git")
}

// GetAnonymizedRepo returns a clean repo url string without sensible information
func (r Repository) GetAnonymizedRepo() string {
	if r.url.String() == "file:" {
		return ""
	}
	return r.url.String()
}

// gitRepoController mirrors pkg/repository/git.go.
type gitRepoController struct {
	path string
}

func (r gitRepoController) getRepoURL() string {
	u, err := giturls.Parse(r.path)
	if err != nil || u.Scheme != "file" {
		return r.sanitiseURL(r.path)
	}
	return ""
}

func (r gitRepoController) sanitiseURL(u string) string {
	parsed, err := giturls.Parse(u)
	if err != nil {
		return u
	}
	// Source: github.com/okteto/okteto/pkg/repository/git.go:151 (pathjoin: the double slashes are collapsed in the Path field only, after parsing, so the scheme's // is never touched, by the pathjoin check)
	parsed.Path = strings.Replace(parsed.Path, "//", "/", -1) // lookalike
	return parsed.String()
}

// normalizeRepoURL mirrors pkg/analytics/hasher.go: it normalizes a git repo URL before hashing:
// forces https, strips credentials, query and fragment, trailing .git, and lowercases the result.
func normalizeRepoURL(rawURL string) string {
	u, err := giturls.Parse(rawURL)
	if err != nil || u.Host == "" {
		return strings.ToLower(rawURL)
	}
	u.Scheme = "https"
	u.User = nil
	u.RawQuery = ""
	u.Fragment = ""
	u.Path = strings.TrimRight(strings.TrimSuffix(strings.TrimRight(u.Path, "/"), ".git"), "/")
	return strings.ToLower(u.String())
}

// removeSensitiveDataFromGitURL mirrors pkg/cmd/pipeline/translate.go.
func removeSensitiveDataFromGitURL(gitURL string) string {
	if gitURL == "" {
		return gitURL
	}
	parsedRepo, err := giturls.Parse(gitURL)
	if err != nil {
		return ""
	}
	if parsedRepo.User.Username() != "" {
		parsedRepo.User = nil
	}
	return parsedRepo.String()
}

// switchRepoSchemaToHTTPS mirrors cmd/deploy/command_configuration.go.
func switchRepoSchemaToHTTPS(repo string) *url.URL {
	repoURL, err := giturls.Parse(repo)
	if err != nil {
		return nil
	}
	switch repoURL.Scheme {
	case "ssh", "http":
		repoURL.Scheme = "https"
		repoURL.User = nil
		return repoURL
	case "https":
		return repoURL
	default:
		return nil
	}
}

// isOktetoRepoFromURL mirrors cmd/utils/git.go: it tells whether a remote belongs to the okteto org.
func isOktetoRepoFromURL(repoURL string) bool {
	endpoint, err := giturls.Parse(repoURL)
	if err != nil {
		return false
	}
	return strings.HasPrefix(strings.TrimPrefix(endpoint.Path, "/"), "okteto/")
}
