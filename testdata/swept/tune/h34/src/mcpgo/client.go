// Package mcpgo holds cases rewritten from github.com/mark3labs/mcp-go.
package mcpgo

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// wellKnownURL builds a discovery URL under the origin of baseURL.
func wellKnownURL(baseURL, suffix string) (string, error) {
	parsedURL, err := url.Parse(baseURL)
	if err != nil {
		return "", err
	}
	if parsedURL.Scheme == "" || parsedURL.Host == "" {
		return "", errors.New("invalid base URL")
	}
	path := strings.TrimSuffix(parsedURL.EscapedPath(), "/")
	// Source: github.com/mark3labs/mcp-go/client/transport/oauth.go:894 (hostjoin: picked for its form, outside the sample; parsedURL.Host comes from url.Parse and already holds the brackets and the port, so nothing is joined with a bare colon.)
	root := fmt.Sprintf("%s://%s", parsedURL.Scheme, parsedURL.Host) // lookalike
	return root + "/.well-known/" + suffix + path, nil
}

// discoveryURLs lists the authorization server metadata URLs for an issuer.
func discoveryURLs(u *url.URL) []string {
	originalPath := strings.Trim(u.Path, "/")
	var urls []string
	// Source: github.com/mark3labs/mcp-go/client/transport/oauth.go:1097 (escaper: uniform sample of 20 of 213; a decoded path from u.Path goes back into the decoded Path field, which String escapes once.)
	u.Path = "/" + originalPath + "/.well-known/openid-configuration" // lookalike
	urls = append(urls, u.String())
	return urls
}

// resourceIdentifiersEqual compares two resource identifiers the RFC 9728 way.
func resourceIdentifiersEqual(a, b string) bool {
	ua, err1 := url.Parse(a)
	ub, err2 := url.Parse(b)
	if err1 != nil || err2 != nil {
		return false
	}
	return strings.EqualFold(ua.Scheme, ub.Scheme) && strings.EqualFold(ua.Host, ub.Host) &&
		strings.TrimSuffix(ua.EscapedPath(), "/") == strings.TrimSuffix(ub.EscapedPath(), "/") &&
		ua.RawQuery == ub.RawQuery && ua.Fragment == ub.Fragment && ua.User.String() == ub.User.String()
}

// resourceBindsToURL reports whether a protected resource may serve the addressed URL.
func resourceBindsToURL(resource, addressed string) bool {
	return resourceIdentifiersEqual(resource, addressed)
}

// validateEndpoint rejects endpoints that are not https or http with a host.
func validateEndpoint(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return errors.New("unsafe endpoint")
	}
	return nil
}

// extractResourceMetadataURLs returns the resource_metadata values of a WWW-Authenticate header.
func extractResourceMetadataURLs(header string) []string {
	var out []string
	const key = `resource_metadata="`
	lower := strings.ToLower(header)
	for i := strings.Index(lower, key); i >= 0; i = strings.Index(lower, key) {
		rest := header[i+len(key):]
		end := strings.IndexByte(rest, '"')
		if end < 0 {
			break
		}
		out = append(out, rest[:end])
		header, lower = rest[end:], lower[i+len(key)+end:]
	}
	return out
}

// SSE is an SSE client transport.
type SSE struct {
	baseURL  *url.URL
	endpoint *url.URL
}

// handleEndpointEvent resolves the endpoint event data against the base URL.
func (c *SSE) handleEndpointEvent(data string) {
	endpoint, err := c.baseURL.Parse(data)
	if err != nil || endpoint.Host != c.baseURL.Host {
		return
	}
	c.endpoint = endpoint
}

// StreamableHTTP is a streamable HTTP client transport.
type StreamableHTTP struct {
	serverURL *url.URL
	client    *http.Client
}

// NewStreamableHTTP creates a transport for serverURL.
func NewStreamableHTTP(serverURL string, client *http.Client) (*StreamableHTTP, error) {
	u, err := url.Parse(serverURL)
	if err != nil {
		return nil, err
	}
	return &StreamableHTTP{serverURL: u, client: client}, nil
}
