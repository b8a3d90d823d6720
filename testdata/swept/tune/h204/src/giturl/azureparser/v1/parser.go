package v1

import (
	"fmt"
	"net/url"
	"strings"
)

const HOST = "azure.com"

type AzureURL struct {
	host, owner, project, repo, branch, tag, path string
}

// NewAzureParserWithURL parsed instance of a azure parser
func NewAzureParserWithURL(fullURL string) (*AzureURL, error) {
	az := &AzureURL{host: HOST}
	if err := az.Parse(fullURL); err != nil {
		return az, err
	}
	return az, nil
}

func (az *AzureURL) GetURL() *url.URL {
	return &url.URL{
		Scheme: "https",
		Host:   az.host,
		Path:   fmt.Sprintf("%s/%s/_git/%s", az.GetOwnerName(), az.GetProjectName(), az.GetRepoName()),
		// Source: github.com/kubescape/go-git-url/azureparser/v1/parser.go:40 (syntax: a rootless Path beside a Host gets its leading slash from URL.String, and the test expects the well-formed repo URL back; the template rule judges it as the URI String builds)
	} // lookalike
}

func (az *AzureURL) GetHostName() string    { return az.host }
func (az *AzureURL) GetProjectName() string { return az.project }
func (az *AzureURL) GetBranchName() string  { return az.branch }
func (az *AzureURL) GetOwnerName() string   { return az.owner }
func (az *AzureURL) GetRepoName() string    { return az.repo }
func (az *AzureURL) GetPath() string        { return az.path }
func (az *AzureURL) GetHttpCloneURL() string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/azureparser/v1/parser.go:59 (syntax: format verbs filled with the parsed host and repo path names; template rule)
		"https://%s/%s/%s/_git/%s", // lookalike
		// Source: github.com/kubescape/go-git-url/azureparser/v1/parser.go:59 (escaper: host, owner, project and repo come from segments of a parsed repo URL, put back in the same places; the template rule judges the URI as filled)
		az.GetHostName(), az.GetOwnerName(), az.GetProjectName(), az.GetRepoName()) // lookalike
}

// Parse URL; giturl.Parse of chainguard-dev/git-urls is stood in by url.Parse.
func (az *AzureURL) Parse(fullURL string) error {
	parsedURL, err := url.Parse(fullURL)
	if err != nil {
		return err
	}
	az.host = parsedURL.Host
	splittedRepo := strings.FieldsFunc(parsedURL.Path, func(c rune) bool { return c == '/' })
	if len(splittedRepo) < 4 || splittedRepo[2] != "_git" {
		return fmt.Errorf("expecting <user>/<project>/_git/<repo> in url path, received: '%s'", parsedURL.Path)
	}
	az.owner = splittedRepo[0]
	az.project = splittedRepo[1]
	az.repo = splittedRepo[3]
	if v := parsedURL.Query().Get("version"); strings.HasPrefix(v, "GB") {
		az.branch = strings.TrimPrefix(v, "GB")
	}
	if v := parsedURL.Query().Get("path"); v != "" {
		az.path = v
	}
	return nil
}
