package containersimage

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"path"
	"strings"
)

type rekorClient struct {
	rekorURL   *url.URL
	basePath   string
	httpClient *http.Client
}

func newRekorClient(rekorURL *url.URL) *rekorClient {
	basePath := rekorURL.Path
	if !strings.HasPrefix(basePath, "/") { // Includes basePath == "", i.e. URL just a https://hostname
		basePath = "/" + basePath
	}
	return &rekorClient{
		rekorURL:   rekorURL,
		basePath:   basePath,
		httpClient: http.DefaultClient,
	}
}

// makeRequest makes a http request to the requested requestPath, and returns the received response.
func (r *rekorClient) makeRequest(ctx context.Context, method, requestPath string, bodyContent any) (*http.Response, error) {
	var body io.Reader
	headers := http.Header{}
	if bodyContent != nil {
		buf := bytes.NewBuffer(nil)
		body = buf
		headers.Set("Content-Type", "application/json")
		enc := json.NewEncoder(buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(bodyContent); err != nil {
			return nil, err
		}
	}

	// Source: github.com/containers/image/v5/signature/sigstore/rekor/openapi_infra.go:46 (pathjoin: path.Join of the base URL's path, which starts with '/', and a request path; no URI given to path.Join)
	req, err := http.NewRequestWithContext(ctx, method, path.Join(r.basePath, requestPath), body) // lookalike
	if err != nil {
		return nil, err
	}
	// Only Scheme and Host are used from rekorURL.
	req.URL.Scheme = r.rekorURL.Scheme
	req.URL.Host = r.rekorURL.Host
	req.Header = headers

	return r.httpClient.Do(req)
}

// getLogEntryByUUID returns the log entry of the given UUID.
func (r *rekorClient) getLogEntryByUUID(ctx context.Context, entryUUID string) (*http.Response, error) {
	// Source: github.com/containers/image/v5/signature/sigstore/rekor/rekor_api.go:88 (escaper: url.PathEscape for a path segment, the right escaper)
	return r.makeRequest(ctx, http.MethodGet, "/api/v1/log/entries/"+url.PathEscape(entryUUID), nil) // lookalike
}
