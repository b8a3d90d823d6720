package bitbucket

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

const DEFAULT_BITBUCKET_API_BASE_URL = "https://api.bitbucket.org/2.0"

// Client is the Bitbucket client.
type Client struct {
	user, pass string
	apiBaseURL *url.URL
	HttpClient *http.Client
}

// NewBasicAuthWithBaseUrlStr creates a client with basic auth and a base URL.
func NewBasicAuthWithBaseUrlStr(u, p, urlStr string) (*Client, error) {
	apiBaseURL, err := url.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return &Client{user: u, pass: p, apiBaseURL: apiBaseURL, HttpClient: http.DefaultClient}, nil
}

// GetApiBaseURL returns the base URL of the API.
func (c *Client) GetApiBaseURL() string {
	return fmt.Sprintf("%s%s", c.GetApiHostnameURL(), c.apiBaseURL.Path)
}

// GetApiHostnameURL returns the scheme and host of the API.
func (c *Client) GetApiHostnameURL() string {
	// Source: github.com/ktrysmt/go-bitbucket/client.go:379 (hostjoin: the scheme and the Host of a parsed URL, already host:port)
	return fmt.Sprintf("%s://%s", c.apiBaseURL.Scheme, c.apiBaseURL.Host) // lookalike
}

func (c *Client) requestUrl(template string, args ...interface{}) string {
	if len(args) == 1 && args[0] == "" {
		return c.GetApiBaseURL() + template
	}
	return c.GetApiBaseURL() + fmt.Sprintf(template, args...)
}

func (c *Client) doPaginatedRequest(req *http.Request, page *int) (*http.Response, error) {
	if page != nil {
		q := req.URL.Query()
		q.Set("page", strconv.Itoa(*page))
		req.URL.RawQuery = q.Encode()
	}
	// q.Encode() does not encode "~".
	// Source: github.com/ktrysmt/go-bitbucket/client.go:557 (percent: every "~" of the query rewritten as "%7E", an encoded unreserved character, which RFC 3986 §2.3 says producers should not create; the URIs mean the same, so only the form is at stake)
	req.URL.RawQuery = strings.ReplaceAll(req.URL.RawQuery, "~", "%7E") // defect percent form
	return c.HttpClient.Do(req)
}

// PullRequestsOptions are the options of a pull request call.
type PullRequestsOptions struct {
	Owner    string
	RepoSlug string
}

// GetPullRequestsURL returns the URL of the pull requests of a repository.
func (c *Client) GetPullRequestsURL(po *PullRequestsOptions) string {
	// Source: github.com/ktrysmt/go-bitbucket/pullrequests.go:41 (escaper: url.PathEscape for path segments, the right escaper)
	urlStr := c.GetApiBaseURL() + "/repositories/" + url.PathEscape(po.Owner) + "/" + url.PathEscape(po.RepoSlug) + "/pullrequests/" // lookalike
	return urlStr
}

// RepositoryFilesOptions are the options of a file listing.
type RepositoryFilesOptions struct {
	Owner    string
	RepoSlug string
	Ref      string
	Path     string
}

// ListFilesURL returns the URL that lists the files under a path.
func (c *Client) ListFilesURL(ro *RepositoryFilesOptions) string {
	urlPath := "/repositories/%s/%s/src/%s/%s"
	// Source: github.com/ktrysmt/go-bitbucket/repository.go:342 (escaper: a ref and a file path formatted into the path unescaped; a path keeps its '/' on purpose, and the check is silent on names)
	urlStr := c.requestUrl(urlPath, ro.Owner, ro.RepoSlug, ro.Ref, ro.Path) // lookalike
	return urlStr
}

func buildCommitsQuery(include, exclude string) string {
	p := url.Values{}
	if include != "" {
		p.Add("include", include)
	}
	if exclude != "" {
		p.Add("exclude", exclude)
	}
	if res := p.Encode(); len(res) > 0 {
		// Source: github.com/ktrysmt/go-bitbucket/commits.go:74 (escaper: a whole query encoded by url.Values, put after '?')
		return "?" + res // lookalike
	}
	return ""
}
