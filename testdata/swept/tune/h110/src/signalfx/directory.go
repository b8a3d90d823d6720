package signalfx

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
)

func directoryRequestPath(path string) (string, error) {
	segments := strings.Split(path, "/")
	escaped := make([]string, len(segments))
	for i, segment := range segments {
		if segment == "" || segment == "." || segment == ".." || strings.ContainsAny(segment, "%<>:|?") {
			return "", errors.New("invalid directory path segment")
		}
		// Source: github.com/signalfx/signalfx-go/directory.go:155 (escaper: query escaping in a path segment on purpose, for the directory service's documented use of plus for space, on segments already validated)
		e := url.QueryEscape(segment) // lookalike
		escaped[i] = strings.ReplaceAll(e, "%2A", "*")
	}
	return "/v2/directory/" + strings.Join(escaped, "/"), nil
}

// doDirectoryRequest keeps the service's plus-for-space spelling, which url.URL.Path cannot hold.
func (c *Client) doDirectoryRequest(ctx context.Context, method string, requestPath string, body io.Reader) (*http.Response, error) {
	baseURL, err := url.Parse(c.baseURL)
	if err != nil {
		return nil, err
	}
	baseURL.RawQuery = ""
	baseURL.Fragment = ""
	baseURL.Path = strings.TrimSuffix(baseURL.Path, "/")
	if baseURL.RawPath != "" {
		baseURL.RawPath = strings.TrimSuffix(baseURL.RawPath, "/")
	}
	// Source: github.com/signalfx/signalfx-go/directory.go:206 (baseslash: the base's trailing slash is trimmed and a request path that starts with a slash is appended as text, so the base path is kept)
	destination := strings.TrimSuffix(baseURL.String(), "/") + requestPath // lookalike
	req, err := http.NewRequestWithContext(ctx, method, destination, body)
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(req)
}

// GetDirectoryEntry gets one directory entry.
func (c *Client) GetDirectoryEntry(ctx context.Context, path string) error {
	p, err := directoryRequestPath(path)
	if err != nil {
		return err
	}
	resp, err := c.doDirectoryRequest(ctx, "GET", p, nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
