// Package srclient mirrors a schema registry client.
package srclient

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
)

const (
	schemaByID       = "/schemas/ids/%d"
	subjectVersions  = "/subjects/%s/versions"
	subjectByVersion = "/subjects/%s/versions/%s"
	configBySubject  = "/config/%s"
)

// Client sends requests to a registry such as "https://registry.example.com".
type Client struct {
	registryURL string
	hc          *http.Client
}

func (c *Client) httpRequest(method, uri string, payload io.Reader) (*http.Response, error) {
	u := fmt.Sprintf("%s%s", c.registryURL, uri)
	req, err := http.NewRequest(method, u, payload)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// Source: github.com/riferrei/srclient/schemaRegistryClient.go:343 (subject name escaped with url.QueryEscape into a path format held in a constant)
func (c *Client) GetSchemaVersions(subject string) (*http.Response, error) {
	return c.httpRequest("GET", fmt.Sprintf(subjectVersions, url.QueryEscape(subject)), nil) // defect escaper
}

// Source: github.com/riferrei/srclient/schemaRegistryClient.go:399 (subject name escaped with url.QueryEscape into a format built from a constant and a query suffix)
func (c *Client) GetCompatibilityLevel(subject string, defaultToGlobal bool) (*http.Response, error) {
	return c.httpRequest("GET", fmt.Sprintf(configBySubject+"?defaultToGlobal=%t", url.QueryEscape(subject), defaultToGlobal), nil) // defect escaper
}

// Source: github.com/riferrei/srclient/schemaRegistryClient.go:695 (subject name escaped with url.QueryEscape into a two-hole path format held in a constant)
func (c *Client) getSchemaByVersion(subject, version string) (*http.Response, error) {
	return c.httpRequest("GET", fmt.Sprintf(subjectByVersion, url.QueryEscape(subject), version), nil) // defect escaper
}
