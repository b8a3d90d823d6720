// Package elastic holds cases rewritten from github.com/elastic/go-elasticsearch/v8.
package elastic

import (
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

func newRequest(method, path string, body io.Reader) (*http.Request, error) {
	return http.NewRequest(method, path, body)
}

// BulkRequest is the generated bulk API request.
type BulkRequest struct {
	Index    string
	Pipeline string
}

// Do builds the bulk request.
func (r BulkRequest) Do() (*http.Request, error) {
	var path strings.Builder
	path.Grow(7 + 1 + len(r.Index) + 1 + len("_bulk"))
	// Source: github.com/elastic/go-elasticsearch/v8/esapi/api.bulk.go:104 (hostform: the generated path starts with the http scheme and then "/", so http.NewRequest gets a URI with an empty host; one of 557 identical generated builds, kept as three variants.)
	path.WriteString("http://") // defect hostform
	if r.Index != "" {
		path.WriteString("/")
		path.WriteString(r.Index)
	}
	path.WriteString("/")
	path.WriteString("_bulk")

	params := make(map[string]string)
	if r.Pipeline != "" {
		params["pipeline"] = r.Pipeline
	}

	req, err := newRequest("POST", path.String(), nil)
	if err != nil {
		return nil, err
	}
	if len(params) > 0 {
		q := req.URL.Query()
		for k, v := range params {
			q.Set(k, v)
		}
		// Source: github.com/elastic/go-elasticsearch/v8/esapi/api.bulk.go:194 (escaper: the query is encoded by url.Values.Encode into RawQuery, the right escaper; sample 1 of 560 such lines.)
		req.URL.RawQuery = q.Encode() // lookalike
	}
	return req, nil
}

// InfoRequest is the generated info API request.
type InfoRequest struct{}

// Do builds the info request.
func (r InfoRequest) Do() (*http.Request, error) {
	var path strings.Builder
	path.Grow(7 + len("/"))
	// Source: github.com/elastic/go-elasticsearch/v8/esapi/api.info.go:84 (hostform: the same generated prefix followed only by "/" gives http.NewRequest a URI with an empty host.)
	path.WriteString("http://") // defect hostform
	path.WriteString("/")
	return newRequest("GET", path.String(), nil)
}

// GetRequest is the generated get-document API request.
type GetRequest struct {
	Index      string
	DocumentID string
}

// Do builds the get request.
func (r GetRequest) Do() (*http.Request, error) {
	var path strings.Builder
	path.Grow(7 + 1 + len(r.Index) + 1 + len("_doc") + 1 + len(r.DocumentID))
	path.WriteString("http://")
	path.WriteString("/")
	path.WriteString(r.Index)
	path.WriteString("/")
	path.WriteString("_doc")
	path.WriteString("/")
	path.WriteString(r.DocumentID)
	return newRequest("GET", path.String(), nil)
}

// Delete is the typed async-search delete request.
type Delete struct {
	path   url.URL
	values url.Values
	id     string
}

// HttpRequest builds the request from the url.URL fields.
func (r *Delete) HttpRequest(ctx context.Context) (*http.Request, error) {
	var path strings.Builder
	// Source: github.com/elastic/go-elasticsearch/v8/typedapi/asyncsearch/delete/delete.go:119 (hostform: the url.URL gets scheme http and never a Host, so its String form given to http.NewRequestWithContext has an empty host; one of 560 typed builders.)
	r.path.Scheme = "http" // defect hostform
	path.WriteString("/")
	path.WriteString("_async_search")
	path.WriteString("/")
	path.WriteString(r.id)
	// Source: github.com/elastic/go-elasticsearch/v8/typedapi/asyncsearch/delete/delete.go:135 (escaper: the raw ID goes into the decoded Path field, which url.URL escapes itself.)
	r.path.Path = path.String() // lookalike
	// Source: github.com/elastic/go-elasticsearch/v8/typedapi/asyncsearch/delete/delete.go:136 (escaper: RawQuery is set from url.Values.Encode, the right escaper.)
	r.path.RawQuery = r.values.Encode() // lookalike
	return http.NewRequestWithContext(ctx, http.MethodDelete, r.path.String(), nil)
}

// Config holds the client addresses.
type Config struct {
	Addresses []string
	CloudID   string
}

// Client keeps the parsed addresses.
type Client struct {
	urls []*url.URL
}

// URLs returns the addresses.
func (c *Client) URLs() []*url.URL { return c.urls }

// NewClient parses the configured addresses.
func NewClient(cfg Config) (*Client, error) {
	addrs := cfg.Addresses
	if cfg.CloudID != "" {
		if len(addrs) > 0 {
			return nil, fmt.Errorf("both Addresses and CloudID are set")
		}
		a, err := addrFromCloudID(cfg.CloudID)
		if err != nil {
			return nil, err
		}
		addrs = []string{a}
	}
	urls, err := addrsToURLs(addrs)
	if err != nil {
		return nil, err
	}
	return &Client{urls: urls}, nil
}

// Option configures a client.
type Option func(*Config)

// WithAddresses sets the addresses.
func WithAddresses(addrs ...string) Option {
	return func(c *Config) { c.Addresses = addrs }
}

// New builds a client from options.
func New(opts ...Option) (*Client, error) {
	var cfg Config
	for _, o := range opts {
		o(&cfg)
	}
	return NewClient(cfg)
}

// addrsToURLs normalises the addresses: it trims trailing slashes and parses them.
func addrsToURLs(addrs []string) ([]*url.URL, error) {
	var urls []*url.URL
	for _, addr := range addrs {
		u, err := url.Parse(strings.TrimRight(addr, "/"))
		if err != nil {
			return nil, fmt.Errorf("cannot parse URL: %v", err)
		}
		urls = append(urls, u)
	}
	return urls, nil
}

// addrFromCloudID extracts the address from a Cloud ID.
func addrFromCloudID(input string) (string, error) {
	var scheme = "https://"

	values := strings.Split(input, ":")
	if len(values) != 2 {
		return "", fmt.Errorf("unexpected format: %q", input)
	}
	data, err := base64.StdEncoding.DecodeString(values[1])
	if err != nil {
		return "", err
	}
	parts := strings.Split(string(data), "$")
	if len(parts) < 2 {
		return "", fmt.Errorf("invalid encoded value: %s", parts)
	}
	return fmt.Sprintf("%s%s.%s", scheme, parts[1], parts[0]), nil
}
