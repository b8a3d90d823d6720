// Package gitea holds cases from code.gitea.io/sdk/gitea: the client builds
// API paths and sends them under its base URL.
package gitea

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

var jsonHeader = http.Header{"content-type": []string{"application/json"}}

// Client represents a thread-safe Gitea API client.
type Client struct {
	url    string
	ctx    context.Context
	client *http.Client
}

// Response represents the Gitea response, with its paging links.
type Response struct {
	*http.Response

	FirstPage int
	PrevPage  int
	NextPage  int
	LastPage  int
}

var linkRE = regexp.MustCompile(`<[^>]*[?&]page=(\d+)[^>]*>; rel="(\w+)"`)

func newResponse(r *http.Response) *Response {
	resp := &Response{Response: r}
	for _, link := range strings.Split(r.Header.Get("Link"), ",") {
		m := linkRE.FindStringSubmatch(link)
		if m == nil {
			continue
		}
		page, _ := strconv.Atoi(m[1])
		switch m[2] {
		case "first":
			resp.FirstPage = page
		case "prev":
			resp.PrevPage = page
		case "next":
			resp.NextPage = page
		case "last":
			resp.LastPage = page
		}
	}
	return resp
}

func (c *Client) doRequest(method, path string, header http.Header, body io.Reader) (*Response, error) {
	req, err := http.NewRequestWithContext(c.ctx, method, c.url+"/api/v1"+path, body)
	if err != nil {
		return nil, err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := c.client.Do(req)
	if err != nil {
		return nil, err
	}
	return newResponse(resp), nil
}

func (c *Client) getResponse(method, path string, header http.Header, body io.Reader) ([]byte, *Response, error) {
	resp, err := c.doRequest(method, path, header, body)
	if err != nil {
		return nil, resp, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	return data, resp, err
}

func (c *Client) getParsedResponse(method, path string, header http.Header, body io.Reader, obj interface{}) (*Response, error) {
	data, resp, err := c.getResponse(method, path, header, body)
	if err != nil {
		return resp, err
	}
	return resp, json.Unmarshal(data, obj)
}

// escapeValidatePathSegments is a help function to validate and encode url path segments
func escapeValidatePathSegments(seg ...*string) error {
	for i := range seg {
		if seg[i] == nil || len(*seg[i]) == 0 {
			return fmt.Errorf("path segment [%d] is empty", i)
		}
		*seg[i] = url.PathEscape(*seg[i])
	}
	return nil
}

// pathEscapeSegments escapes each segment of a slash-separated path.
func pathEscapeSegments(path string) string {
	slice := strings.Split(path, "/")
	for index := range slice {
		slice[index] = url.PathEscape(slice[index])
	}
	return strings.Join(slice, "/")
}

// CreateStatusOption holds the information needed to create a new Status for a Commit
type CreateStatusOption struct {
	State       string `json:"state"`
	TargetURL   string `json:"target_url"`
	Description string `json:"description"`
	Context     string `json:"context"`
}

// Status holds a single Status of a single Commit
type Status struct {
	ID    int64  `json:"id"`
	State string `json:"status"`
}

// CreateStatus creates a new Status for a given Commit
func (c *Client) CreateStatus(owner, repo, sha string, opts CreateStatusOption) (*Status, *Response, error) {
	if err := escapeValidatePathSegments(&owner, &repo); err != nil {
		return nil, nil, err
	}
	body, err := json.Marshal(&opts)
	if err != nil {
		return nil, nil, err
	}
	status := new(Status)
	// Source: code.gitea.io/sdk/gitea/status.go:63 (escaper: url.QueryEscape of the commit ref in a path segment of the request sent under c.url+"/api/v1"; a space would become "+", which a path keeps as '+': use url.PathEscape as the owner and repo get)
	resp, err := c.getParsedResponse("POST", fmt.Sprintf("/repos/%s/%s/statuses/%s", owner, repo, url.QueryEscape(sha)), jsonHeader, bytes.NewReader(body), status) // defect escaper
	return status, resp, err
}

func (c *Client) getDirOrFileContents(owner, repo, ref, filepath string) ([]byte, *Response, error) {
	if err := escapeValidatePathSegments(&owner, &repo); err != nil {
		return nil, nil, err
	}
	filepath = pathEscapeSegments(strings.TrimPrefix(filepath, "/"))
	// Source: code.gitea.io/sdk/gitea/repo_file.go:211 (escaper: url.QueryEscape for the value of the "ref" query parameter is the right escaper; the path segments went through url.PathEscape)
	return c.getResponse("GET", fmt.Sprintf("/repos/%s/%s/contents/%s?ref=%s", owner, repo, filepath, url.QueryEscape(ref)), jsonHeader, nil) // lookalike
}
