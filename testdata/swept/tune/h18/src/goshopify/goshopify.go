// Package goshopify holds the cases of github.com/bold-commerce/go-shopify/v4.
package goshopify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
)

const defaultApiPathPrefix = "admin"

// App represents basic app settings such as Api key, secret, scope, and redirect url.
type App struct {
	ApiKey      string
	ApiSecret   string
	RedirectUrl string
	Scope       string
}

// Client manages communication with the Shopify API.
type Client struct {
	Client     *http.Client
	log        LeveledLoggerInterface
	app        App
	baseURL    *url.URL
	pathPrefix string
	token      string
}

// Option configures a client.
type Option func(c *Client)

// WithLogger sets the logger of the client.
func WithLogger(logger LeveledLoggerInterface) Option {
	return func(c *Client) { c.log = logger }
}

// ShopFullName returns the full shop name, including .myshopify.com
func ShopFullName(name string) string {
	name = strings.TrimSpace(name)
	name = strings.Trim(name, ".")
	if strings.Contains(name, "myshopify.com") {
		return name
	}
	return name + ".myshopify.com"
}

// ShopBaseUrl returns the Shop's base url.
func ShopBaseUrl(name string) string {
	name = ShopFullName(name)
	return fmt.Sprintf("https://%s", name)
}

// NewClient returns a new Shopify API client.
func NewClient(app App, shopName, token string, opts ...Option) (*Client, error) {
	baseURL, err := url.Parse(ShopBaseUrl(shopName))
	if err != nil {
		return nil, err
	}
	c := &Client{
		Client:     &http.Client{},
		log:        &LeveledLogger{},
		app:        app,
		baseURL:    baseURL,
		pathPrefix: defaultApiPathPrefix,
		token:      token,
	}
	for _, opt := range opts {
		opt(c)
	}
	return c, nil
}

// MustNewClient returns a new client and panics on error.
func MustNewClient(app App, shopName, token string, opts ...Option) *Client {
	c, err := NewClient(app, shopName, token, opts...)
	if err != nil {
		panic(err)
	}
	return c
}

// NewRequest creates an API request, resolving relPath against the shop's base URL.
func (c *Client) NewRequest(ctx context.Context, method, relPath string, body, options interface{}) (*http.Request, error) {
	rel, err := url.Parse(relPath)
	if err != nil {
		return nil, err
	}
	// Make the full url based on the relative path
	u := c.baseURL.ResolveReference(rel)

	var js []byte
	if body != nil {
		js, err = json.Marshal(body)
		if err != nil {
			return nil, err
		}
	}
	req, err := http.NewRequest(method, u.String(), bytes.NewBuffer(js))
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	req.Header.Add("Content-Type", "application/json")
	if c.token != "" {
		req.Header.Add("X-Shopify-Access-Token", c.token)
	}
	return req, nil
}

// CreateAndDo creates and executes a request.
func (c *Client) CreateAndDo(ctx context.Context, method, relPath string, data, options, resource interface{}) error {
	if strings.HasPrefix(relPath, "/") {
		// make sure it's a relative path
		relPath = strings.TrimLeft(relPath, "/")
	}
	relPath = path.Join(c.pathPrefix, relPath)
	req, err := c.NewRequest(ctx, method, relPath, data, options)
	if err != nil {
		return err
	}
	c.logRequest(req)
	resp, err := c.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resource != nil {
		return json.NewDecoder(resp.Body).Decode(resource)
	}
	return nil
}

// Delete performs a DELETE request for the given path.
func (c *Client) Delete(ctx context.Context, path string) error {
	return c.CreateAndDo(ctx, "DELETE", path, nil, nil, nil)
}

func (c *Client) logRequest(req *http.Request) {
	if req == nil {
		return
	}
	if req.URL != nil {
		c.log.Debugf("%s: %s", req.Method, req.URL.String())
	}
}

// ListOptions are the options of a paginated list.
type ListOptions struct {
	PageInfo string
	Limit    int
}

// Pagination holds the options of the next and previous pages.
type Pagination struct {
	NextPageOptions     *ListOptions
	PreviousPageOptions *ListOptions
}

// ResponseDecodingError is returned for a response that cannot be read.
type ResponseDecodingError struct {
	Message string
}

func (e ResponseDecodingError) Error() string { return e.Message }

var linkRegex = regexp.MustCompile(`^ *<([^>]+)>; rel="(previous|next)" *$`)

func extractPagination(linkHeader string) (*Pagination, error) {
	pagination := new(Pagination)
	if linkHeader == "" {
		return pagination, nil
	}
	for _, link := range strings.Split(linkHeader, ",") {
		match := linkRegex.FindStringSubmatch(link)
		// Make sure the link is not empty or invalid
		if len(match) != 3 {
			return nil, ResponseDecodingError{Message: "could not extract pagination link header"}
		}
		rel, err := url.Parse(match[1])
		if err != nil {
			return nil, ResponseDecodingError{Message: "pagination does not contain a valid URL"}
		}
		params, err := url.ParseQuery(rel.RawQuery)
		if err != nil {
			return nil, err
		}
		opts := ListOptions{PageInfo: params.Get("page_info")}
		if opts.PageInfo == "" {
			return nil, ResponseDecodingError{Message: "page_info is missing"}
		}
		if limit := params.Get("limit"); limit != "" {
			opts.Limit, err = strconv.Atoi(limit)
			if err != nil {
				return nil, err
			}
		}
		if match[2] == "next" {
			pagination.NextPageOptions = &opts
		} else {
			pagination.PreviousPageOptions = &opts
		}
	}
	return pagination, nil
}
