// Package argocd holds cases from github.com/argoproj/argo-cd/v3.
package argocd

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/argoproj/argo-cd/v3/test/testdata.go:26 (shared test constant used as the destination server of fake applications)
const FakeClusterURL = "https://fake-cluster.example.com:443" // defect port form

type scmClient struct {
	baseURL  string
	owner    string
	user     string
	password string
	hc       *http.Client
}

// GetContents reports whether a file exists at a commit.
func (c *scmClient) GetContents(repo, sha, filePath string) (bool, error) {
	urlStr := c.baseURL
	// Source: github.com/argoproj/argo-cd/v3/applicationset/services/scm_provider/bitbucket_cloud.go:30 (file path of the repository appended unescaped to the request path)
	urlStr += fmt.Sprintf("/repositories/%s/%s/src/%s/%s?format=meta", c.owner, repo, sha, filePath) // defect escaper
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, urlStr, nil)
	if err != nil {
		return false, err
	}
	req.SetBasicAuth(c.user, c.password)
	resp, err := c.hc.Do(req)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	return resp.StatusCode == http.StatusOK, nil
}

// hostname returns the host of a repo URL that may lack a scheme.
func hostname(repoURL string) (string, error) {
	var u *url.URL
	var err error
	if !strings.Contains(repoURL, "://") {
		// Source: github.com/argoproj/argo-cd/v3/pkg/apis/application/v1alpha1/repository_types.go:356 (dummy scheme prepended only so that the parser finds the host)
		u, err = url.Parse("protocol://" + repoURL) // lookalike
	} else {
		u, err = url.Parse(repoURL)
	}
	if err != nil {
		return "", err
	}
	return u.Hostname(), nil
}

// appURL returns the UI URL of an application for a server address.
func appURL(serverAddr string, plainText bool, name string) string {
	scheme := "https"
	if plainText {
		scheme = "http"
	}
	return fmt.Sprintf("%s://%s/applications/%s", scheme, serverAddr, name)
}

func projectFlags() []string {
	return []string{
		// Source: github.com/argoproj/argo-cd/v3/cmd/util/project.go:41 (help text with an example destination "server,namespace")
		"Permitted destination server and namespace (e.g. https://192.168.99.100:8443,default)", // lookalike
	}
}
