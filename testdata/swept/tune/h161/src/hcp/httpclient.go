package hcp

import (
	"fmt"
	"net/http"
	"strings"
)

// ClientConfig configures the HTTP client.
type ClientConfig struct {
	HostPath string
}

func (c *ClientConfig) canonicalize() {
	if c.HostPath != "" {
		// Source: github.com/hashicorp/hcp-sdk-go/httpclient/httpclient.go:132 (hostform: a bare scheme prefix tested with strings.HasPrefix to strip it from a host path, not a URI)
		if strings.HasPrefix(strings.ToLower(c.HostPath), "https://") { // lookalike
			c.HostPath = c.HostPath[8:]
		}
	}
}

func withOrgAndProjectIDs(orgID, projID string) func(*http.Request) error {
	return func(req *http.Request) error {
		path := req.URL.Path
		path = strings.Replace(path, "organizations//", fmt.Sprintf("organizations/%s/", orgID), 1)
		path = strings.Replace(path, "projects//", fmt.Sprintf("projects/%s/", projID), 1)
		// Source: github.com/hashicorp/hcp-sdk-go/httpclient/middleware.go:35 (escaper: IDs are spliced into the decoded req.URL.Path field, which the request escapes itself when sent)
		req.URL.Path = path // lookalike
		return nil
	}
}
