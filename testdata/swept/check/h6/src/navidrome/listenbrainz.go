package navidrome

import (
	"net/http"
	"net/url"
	"path"
)

type client struct {
	baseURL string
	hc      *http.Client
}

func (c *client) path(endpoint string) (string, error) {
	u, err := url.Parse(c.baseURL)
	if err != nil {
		return "", err
	}
	// Source: github.com/navidrome/navidrome/adapters/listenbrainz/client.go:153 (pathjoin: path.Join on the Path field of a parsed URL, a path whose start is not a scheme, rule: pathjoin is silent on a URL's Path field)
	u.Path = path.Join(u.Path, endpoint) // lookalike
	return u.String(), nil
}

func (c *client) get(endpoint string) (*http.Response, error) {
	uri, err := c.path(endpoint)
	if err != nil {
		return nil, err
	}
	return c.hc.Get(uri)
}
