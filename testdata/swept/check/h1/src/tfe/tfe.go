package tfe

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// DefaultAddress is the address of the hosted service.
const DefaultAddress = "https://app.example.com"

// Client talks to the API under its base URL.
type Client struct {
	base *url.URL
	http *http.Client
}

// NewClient makes a client of address, or of the host in the environment.
func NewClient(address string) (*Client, error) {
	if address == "" {
		if host := os.Getenv("PLATFORM_HOSTNAME"); host != "" {
			// Source: github.com/hashicorp/go-tfe/tfe.go:100 (default address formatted from a host name read from the environment)
			address = fmt.Sprintf("https://%s", host) // lookalike
		} else {
			address = DefaultAddress
		}
	}
	base, err := url.Parse(address + "/api/v2/")
	if err != nil {
		return nil, err
	}
	return &Client{base: base, http: http.DefaultClient}, nil
}

// NewRequest resolves path against the API's base URL.
func (c *Client) NewRequest(method, path string) (*http.Request, error) {
	u, err := c.base.Parse(path)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u.String(), nil)
}

// Source: github.com/hashicorp/go-tfe/registry_module.go:775 (module version, which may hold "+build" metadata, escaped with url.PathEscape into a query value)
func (c *Client) ReadModuleVersion(org, name, provider, version string) (*http.Request, error) {
	u := fmt.Sprintf(
		"organizations/%s/registry-modules/private/%s/%s/%s/version?module_version=%s",
		url.PathEscape(org),
		url.PathEscape(org),
		url.PathEscape(name),
		url.PathEscape(provider),
		url.PathEscape(version), // defect escaper
	)
	return c.NewRequest("GET", u)
}

// Source: github.com/hashicorp/go-tfe/variable_set.go:537 (path segment escaped with url.PathEscape, fixed include query)
func (c *Client) ReadVariableSet(id string) (*http.Request, error) {
	u := fmt.Sprintf("varsets/%s?include=%s", url.PathEscape(id), "workspaces") // lookalike
	return c.NewRequest("GET", u)
}
