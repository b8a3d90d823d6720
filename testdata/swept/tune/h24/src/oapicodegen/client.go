package oapicodegen

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// GetQueryParams are the parameters of GET /query.
type GetQueryParams struct {
	UserIds []int `form:"user_ids[],omitempty" json:"user_ids[],omitempty"`
}

// NewGetQueryRequest builds the request of GET /query.
func NewGetQueryRequest(server string, params *GetQueryParams) (*http.Request, error) {
	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	queryURL, err := serverURL.Parse("/query")
	if err != nil {
		return nil, err
	}
	if params.UserIds != nil {
		var rawQueryFragments []string
		if len(params.UserIds) == 0 {
			rawQueryFragments = append(rawQueryFragments, url.QueryEscape("user_ids[]")+"=")
		}
		for _, id := range params.UserIds {
			rawQueryFragments = append(rawQueryFragments, url.QueryEscape("user_ids[]")+"="+strconv.Itoa(id))
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}
	return http.NewRequest(http.MethodGet, queryURL.String(), nil)
}

// HttpRequestDoer performs HTTP requests.
type HttpRequestDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Client is the API client.
type Client struct {
	Server string
	Client HttpRequestDoer
}

// ClientOption configures a Client.
type ClientOption func(*Client) error

// WithHTTPClient sets the doer.
func WithHTTPClient(doer HttpRequestDoer) ClientOption {
	return func(c *Client) error {
		c.Client = doer
		return nil
	}
}

// NewClientWithResponses creates a client for the server.
func NewClientWithResponses(server string, opts ...ClientOption) (*Client, error) {
	c := &Client{Server: server}
	for _, o := range opts {
		if err := o(c); err != nil {
			return nil, err
		}
	}
	if !strings.HasSuffix(c.Server, "/") {
		c.Server += "/"
	}
	return c, nil
}

func (c *Client) do(ctx context.Context, method, operationPath string) (*http.Response, error) {
	serverURL, err := url.Parse(c.Server)
	if err != nil {
		return nil, err
	}
	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, method, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ValidatePetsWithResponse calls POST /pets:validate.
func (c *Client) ValidatePetsWithResponse(ctx context.Context) (*http.Response, error) {
	return c.do(ctx, http.MethodPost, "./pets:validate")
}

// GetPetWithResponse calls GET /pets/{petId}.
func (c *Client) GetPetWithResponse(ctx context.Context, petID string) (*http.Response, error) {
	return c.do(ctx, http.MethodGet, "/pets/"+url.PathEscape(petID))
}

// Object is a parameter object.
type Object struct {
	FirstName string `json:"firstName"`
	Role      string `json:"role"`
}

// ComplexObject is a content-encoded parameter object.
type ComplexObject struct {
	Object  Object `json:"Object"`
	Id      int    `json:"Id"`
	IsAdmin bool   `json:"IsAdmin"`
}
