// Package migration is a stand-in for the helpers of code.vikunja.io/api/pkg/modules/migration.
package migration

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
)

// ErrRedirectRefused is returned by redirect policies that refuse a redirect.
var ErrRedirectRefused = errors.New("redirect refused")

// DoGetWithHeaders performs a GET request with headers.
func DoGetWithHeaders(urlStr string, headers map[string]string) (resp *http.Response, err error) {
	return DoGetWithClient(http.DefaultClient, urlStr, headers)
}

// DoGetWithClient is DoGetWithHeaders with a caller-provided client.
func DoGetWithClient(hc *http.Client, urlStr string, headers map[string]string) (resp *http.Response, err error) {
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, urlStr, nil)
	if err != nil {
		return nil, err
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	return hc.Do(req)
}

// DownloadFileWithHeadersLimited downloads urlStr with headers, capped at limit bytes.
func DownloadFileWithHeadersLimited(hc *http.Client, urlStr string, headers http.Header, limit int64) (*bytes.Buffer, error) {
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, urlStr, nil)
	if err != nil {
		return nil, err
	}
	req.Header = headers
	resp, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	buf := &bytes.Buffer{}
	_, err = io.Copy(buf, io.LimitReader(resp.Body, limit))
	return buf, err
}
