// Package gojira holds the cases of github.com/andygrunwald/go-jira.
package gojira

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Client manages communication with the Jira API.
type Client struct {
	client  *http.Client
	BaseURL *url.URL

	Group *GroupService
	User  *UserService
}

type service struct {
	client *Client
}

// GroupService handles the groups of Jira.
type GroupService service

// UserService handles the users of Jira.
type UserService service

// NewClient returns a new Jira API client with provided base URL (often is your Jira hostname)
// baseURL is the HTTP endpoint of your Jira instance and should always be specified with a trailing slash.
func NewClient(baseURL string, httpClient *http.Client) (*Client, error) {
	if httpClient == nil {
		httpClient = &http.Client{}
	}
	baseEndpoint, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	// ensure the baseURL contains a trailing slash so that all paths are preserved in later calls
	if !strings.HasSuffix(baseEndpoint.Path, "/") {
		baseEndpoint.Path += "/"
	}
	c := &Client{client: httpClient, BaseURL: baseEndpoint}
	c.Group = &GroupService{client: c}
	c.User = &UserService{client: c}
	return c, nil
}

// NewRequest creates an API request, resolving urlStr against the BaseURL of the Client.
func (c *Client) NewRequest(ctx context.Context, method, urlStr string, body interface{}) (*http.Request, error) {
	rel, err := url.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	// Relative URLs should be specified without a preceding slash since BaseURL will have the trailing slash
	rel.Path = strings.TrimLeft(rel.Path, "/")

	u := c.BaseURL.ResolveReference(rel)

	var buf io.ReadWriter
	if body != nil {
		buf = new(bytes.Buffer)
		if err := json.NewEncoder(buf).Encode(body); err != nil {
			return nil, err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, u.String(), buf)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

// Do sends an API request and decodes the JSON response into v.
func (c *Client) Do(req *http.Request, v interface{}) (*http.Response, error) {
	resp, err := c.client.Do(req)
	if err != nil {
		return resp, err
	}
	defer resp.Body.Close()
	if v != nil {
		err = json.NewDecoder(resp.Body).Decode(v)
	}
	return resp, err
}
