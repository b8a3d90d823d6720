// Package spotify mirrors a music service API client.
package spotify

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Client calls the API under baseURL, "https://music.example.com/v1/".
type Client struct {
	baseURL string
	hc      *http.Client
}

func (c *Client) get(ctx context.Context, u string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// Source: github.com/zmb3/spotify/v2/album.go:155 (album IDs put in the query with url.Values.Encode)
func (c *Client) GetAlbums(ctx context.Context, ids []string, market string) (*http.Response, error) {
	params := url.Values{}
	if market != "" {
		params.Set("market", market)
	}
	params.Set("ids", strings.Join(ids, ","))
	albumsURL := fmt.Sprintf("%salbums?%s", c.baseURL, params.Encode()) // lookalike
	return c.get(ctx, albumsURL)
}
