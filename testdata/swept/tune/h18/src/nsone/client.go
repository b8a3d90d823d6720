// Package nsone holds the cases of gopkg.in/ns1/ns1-go.v2.
package nsone

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

const (
	defaultBase     = "https://api.nsone.net"
	defaultEndpoint = defaultBase + "/v1/"
)

// Doer is a single method interface that allows a user to extend/augment an http.Client instance.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// Client manages communication with the NS1 Rest API.
type Client struct {
	httpClient Doer

	// Endpoint for the NS1 API.
	Endpoint *url.URL

	// Whether the client should handle paginated responses automatically.
	FollowPagination bool
}

// NewClient constructs and returns a reference to an instantiated Client.
func NewClient(httpClient Doer, options ...func(*Client)) *Client {
	endpoint, _ := url.Parse(defaultEndpoint)
	if httpClient == nil {
		httpClient = http.DefaultClient
	}
	c := &Client{httpClient: httpClient, Endpoint: endpoint}
	for _, option := range options {
		option(c)
	}
	return c
}

// SetEndpoint sets a Client instances' Endpoint.
func SetEndpoint(endpoint string) func(*Client) {
	return func(c *Client) { c.Endpoint, _ = url.Parse(endpoint) }
}

// NextFunc knows how to get and parse additional info from uri into v.
type NextFunc func(v *interface{}, uri string) (*http.Response, error)

// DoWithPagination sends the request and follows the Link headers of the responses.
func (c Client) DoWithPagination(req *http.Request, v interface{}, f NextFunc) (*http.Response, error) {
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return resp, err
	}
	forceHTTPS := c.Endpoint.Scheme == "https"
	nextURI := ParseLink(resp.Header.Get("Link"), forceHTTPS).Next()
	for nextURI != "" {
		resp, err = f(&v, nextURI)
		if err != nil {
			return resp, err
		}
		nextURI = ParseLink(resp.Header.Get("Link"), forceHTTPS).Next()
	}
	return resp, nil
}

// Links holds the links of a Link header by relation.
type Links map[string]string

// Next returns the link of the "next" relation.
func (l Links) Next() string { return l["next"] }

var linkRe = regexp.MustCompile(`<([^>]*)>;\s*rel="([^"]*)"`)

// ParseLink parses a Link header; with forceHTTPS it makes every link https.
func ParseLink(s string, forceHTTPS bool) Links {
	links := Links{}
	for _, m := range linkRe.FindAllStringSubmatch(s, -1) {
		u := m[1]
		if forceHTTPS {
			u = strings.Replace(u, "http:", "https:", 1)
		}
		links[m[2]] = u
	}
	return links
}
