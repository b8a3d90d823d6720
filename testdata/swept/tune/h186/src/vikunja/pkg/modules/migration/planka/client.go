// Package planka rewrites the cases of code.vikunja.io/api/pkg/modules/migration/planka.
package planka

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"vikunja/pkg/modules/migration"
)

const maxRedirects = 10

// ErrInvalidConfig is returned for an empty url.
type ErrInvalidConfig struct{}

func (e *ErrInvalidConfig) Error() string { return "invalid config" }

// ErrNoPlankaAtURL is returned when the url is no planka instance.
type ErrNoPlankaAtURL struct{ Reason string }

func (e *ErrNoPlankaAtURL) Error() string { return "no planka at url: " + e.Reason }

// client talks to a Planka v2 instance.
type client struct {
	baseURL    string
	hc         *http.Client
	apiKey     string
	downloadHC *http.Client
}

// newClient normalises the url: trailing slashes and a trailing "/api" are stripped.
func newClient(rawURL string) (*client, error) {
	raw := strings.TrimSpace(rawURL)
	if raw == "" {
		return nil, &ErrInvalidConfig{}
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, &ErrNoPlankaAtURL{Reason: "invalid url"}
	}
	// userinfo would end up in log lines and error messages
	u.User = nil
	u.RawQuery = ""
	u.Fragment = ""
	// Source: code.vikunja.io/api/pkg/modules/migration/planka/client.go:72 (baseslash: the trailing slash is trimmed on purpose because every API path is appended with a leading slash by concatenation, no reference is resolved against this base)
	u.Path = strings.TrimRight(u.Path, "/") // lookalike
	// Source: code.vikunja.io/api/pkg/modules/migration/planka/client.go:73 (baseslash: a trailing /api the user copied is stripped so the concatenated /api/... paths are not doubled, a normaliser and no reference resolution)
	u.Path = strings.TrimSuffix(u.Path, "/api") // lookalike
	// Source: code.vikunja.io/api/pkg/modules/migration/planka/client.go:74 (baseslash: the last slash is trimmed again before paths with a leading slash are concatenated, so the base path is kept)
	u.Path = strings.TrimRight(u.Path, "/") // lookalike

	hc := &http.Client{CheckRedirect: redirectPolicy(u)}
	downloadHC := &http.Client{CheckRedirect: downloadRedirectPolicy(u)}
	return &client{baseURL: u.String(), hc: hc, downloadHC: downloadHC}, nil
}

// redirectPolicy keeps credentials on the origin.
func redirectPolicy(origin *url.URL) func(*http.Request, []*http.Request) error {
	return func(req *http.Request, via []*http.Request) error {
		if !sameHost(req.URL, origin) {
			return fmt.Errorf("%w: planka redirected to another host", migration.ErrRedirectRefused)
		}
		return checkDowngradeAndHops(req, via, origin)
	}
}

// downloadRedirectPolicy follows attachments to wherever they are stored, without the planka credentials.
func downloadRedirectPolicy(origin *url.URL) func(*http.Request, []*http.Request) error {
	return func(req *http.Request, via []*http.Request) error {
		if err := checkDowngradeAndHops(req, via, origin); err != nil {
			return err
		}
		if !sameHost(req.URL, origin) {
			req.Header.Del("X-Api-Key")
			req.Header.Del("Cookie")
			req.Header.Del("Authorization")
		}
		return nil
	}
}

func checkDowngradeAndHops(req *http.Request, via []*http.Request, origin *url.URL) error {
	if origin.Scheme == "https" && req.URL.Scheme != "https" {
		return fmt.Errorf("%w: planka redirected to a non-https url", migration.ErrRedirectRefused)
	}
	if len(via) >= maxRedirects {
		return fmt.Errorf("%w: too many redirects", migration.ErrRedirectRefused)
	}
	return nil
}

func sameHost(a, b *url.URL) bool {
	return strings.EqualFold(hostWithoutDefaultPort(a), hostWithoutDefaultPort(b))
}

func hostWithoutDefaultPort(u *url.URL) string {
	if (u.Scheme == "https" && u.Port() == "443") || (u.Scheme == "http" && u.Port() == "80") {
		return u.Hostname()
	}
	return u.Host
}

func (c *client) apiHeaders() map[string]string {
	return map[string]string{"Accept": "application/json", "X-Api-Key": c.apiKey}
}

// getRaw performs an authenticated GET and decodes 2xx responses into out.
func (c *client) getRaw(path string, query url.Values, out any) (int, error) {
	u := c.baseURL + path
	if len(query) > 0 {
		// Source: code.vikunja.io/api/pkg/modules/migration/planka/client.go:323 (escaper: url.Values.Encode is the right escaper for the query appended to the request URL)
		u += "?" + query.Encode() // lookalike
	}
	resp, err := migration.DoGetWithClient(c.hc, u, c.apiHeaders())
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode >= 300 {
		return resp.StatusCode, nil
	}
	return resp.StatusCode, json.NewDecoder(resp.Body).Decode(out)
}

// get performs an authenticated GET and fails on any non-2xx status.
func (c *client) get(path string, query url.Values, out any) error {
	status, err := c.getRaw(path, query, out)
	if err != nil {
		return err
	}
	if status < 200 || status >= 300 {
		return fmt.Errorf("planka returned status %d for %s", status, path)
	}
	return nil
}

// download fetches a file attachment, capped at files.maxsize.
func (c *client) download(attachmentID, filename string) (*bytes.Buffer, error) {
	u := c.baseURL + "/attachments/" +
		// Source: code.vikunja.io/api/pkg/modules/migration/planka/client.go:362 (escaper: url.PathEscape is the right escaper for the attachment id placed as one path segment)
		url.PathEscape(attachmentID) + // lookalike
		"/download/" +
		// Source: code.vikunja.io/api/pkg/modules/migration/planka/client.go:362 (escaper: url.PathEscape is the right escaper for the attachment file name placed as the last path segment)
		url.PathEscape(filename) // lookalike
	h := http.Header{}
	h.Set("X-Api-Key", c.apiKey)
	return migration.DownloadFileWithHeadersLimited(c.downloadHC, u, h, 20<<20)
}
