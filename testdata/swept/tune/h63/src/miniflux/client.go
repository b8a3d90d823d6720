// Package miniflux holds cases rewritten from miniflux.app/v2.
package miniflux

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Client is a minimal Miniflux API client: every API path is appended to the endpoint.
type Client struct {
	endpoint string
	client   *http.Client
}

// NewClientWithOptions builds a client for endpoint that sends through httpClient.
func NewClientWithOptions(endpoint string, httpClient *http.Client) *Client {
	endpoint = strings.TrimSuffix(endpoint, "/")
	return &Client{endpoint: endpoint, client: httpClient}
}

func (c *Client) execute(ctx context.Context, method, path string) error {
	u, err := url.Parse(c.endpoint + path)
	if err != nil {
		return err
	}
	request, err := http.NewRequestWithContext(ctx, method, u.String(), nil)
	if err != nil {
		return err
	}
	response, err := c.client.Do(request)
	if err != nil {
		return err
	}
	return response.Body.Close()
}

// Filter holds the pagination parameters of an entries query.
type Filter struct {
	Limit  int
	Offset int
}

func buildFilterQueryString(path string, filter *Filter) string {
	if filter == nil {
		return path
	}
	values := url.Values{}
	if filter.Limit >= 0 {
		values.Set("limit", strconv.Itoa(filter.Limit))
	}
	if filter.Offset >= 0 {
		values.Set("offset", strconv.Itoa(filter.Offset))
	}
	return path + "?" + values.Encode()
}

// Source: miniflux.app/v2/client/client.go:323 (escaper: the API key ID is an integer formatted with %d into a path appended to the client endpoint, so nothing needs escaping; support case for a sampled client test, not in the uniform sample)
func (c *Client) DeleteAPIKeyContext(ctx context.Context, apiKeyID int64) error {
	return c.execute(ctx, http.MethodDelete, fmt.Sprintf("/v1/api-keys/%d", apiKeyID)) // lookalike
}

// Source: miniflux.app/v2/client/client.go:658 (escaper: the feed ID is an integer formatted with %d into a path appended to the client endpoint, so nothing needs escaping; uniform sample of 30 of 208 distinct look-alike candidates)
func (c *Client) FeedContext(ctx context.Context, feedID int64) error {
	return c.execute(ctx, http.MethodGet, fmt.Sprintf("/v1/feeds/%d", feedID)) // lookalike
}

// Source: miniflux.app/v2/client/client.go:729 (escaper: the feed ID is an integer formatted with %d into the import path appended to the client endpoint; uniform sample of 30 of 208 distinct look-alike candidates)
func (c *Client) ImportFeedEntry(ctx context.Context, feedID int64) error {
	return c.execute(ctx, http.MethodPost,
		fmt.Sprintf("/v1/feeds/%d/entries/import", feedID), // lookalike
	)
}

// Source: miniflux.app/v2/client/client.go:844 (escaper: feed and entry IDs are integers formatted with %d into a path appended to the client endpoint; support case for a sampled client test, not in the uniform sample)
func (c *Client) FeedEntryContext(ctx context.Context, feedID, entryID int64) error {
	return c.execute(ctx, http.MethodGet, fmt.Sprintf("/v1/feeds/%d/entries/%d", feedID, entryID)) // lookalike
}

// Source: miniflux.app/v2/client/client.go:890 (escaper: the entry ID is an integer formatted with %d into a path appended to the client endpoint; uniform sample of 30 of 208 distinct look-alike candidates)
func (c *Client) EntryContext(ctx context.Context, entryID int64) error {
	return c.execute(ctx, http.MethodGet, fmt.Sprintf("/v1/entries/%d", entryID)) // lookalike
}

// Source: miniflux.app/v2/client/client.go:913 (sink: a constant path without scheme goes to a helper that prefixes the client endpoint before http.NewRequest; support case for a sampled client test, not in the uniform sample)
func (c *Client) EntryIDsContext(ctx context.Context) error {
	return c.execute(ctx, http.MethodGet, "/v1/entries/ids") // lookalike
}

// Source: miniflux.app/v2/client/client.go:1012 (escaper: the category ID is an integer formatted with %d and the query comes from url.Values.Encode; uniform sample of 30 of 208 distinct look-alike candidates)
func (c *Client) CategoryEntriesContext(ctx context.Context, categoryID int64, filter *Filter) error {
	path := buildFilterQueryString(fmt.Sprintf("/v1/categories/%d/entries", categoryID), filter) // lookalike
	return c.execute(ctx, http.MethodGet, path)
}

// Source: miniflux.app/v2/client/client.go:1096 (escaper: the entry ID is an integer formatted with %d into a path appended to the client endpoint; uniform sample of 30 of 208 distinct look-alike candidates)
func (c *Client) ToggleStarredContext(ctx context.Context, entryID int64) error {
	return c.execute(ctx, http.MethodPut, fmt.Sprintf("/v1/entries/%d/star", entryID)) // lookalike
}

// Source: miniflux.app/v2/client/client.go:1109 (escaper: the entry ID is an integer formatted with %d into a path appended to the client endpoint; uniform sample of 30 of 208 distinct look-alike candidates)
func (c *Client) SaveEntryContext(ctx context.Context, entryID int64) error {
	return c.execute(ctx, http.MethodPost, fmt.Sprintf("/v1/entries/%d/save", entryID)) // lookalike
}

// Source: miniflux.app/v2/client/client.go:1148 (sink: a constant path without scheme goes to a helper that prefixes the client endpoint before http.NewRequest; support case for a sampled client test, not in the uniform sample)
func (c *Client) FetchCountersContext(ctx context.Context) error {
	return c.execute(ctx, http.MethodGet, "/v1/feeds/counters") // lookalike
}

// Source: miniflux.app/v2/client/client.go:1184 (escaper: the icon ID is an integer formatted with %d into a path appended to the client endpoint; uniform sample of 30 of 208 distinct look-alike candidates)
func (c *Client) IconContext(ctx context.Context, iconID int64) error {
	return c.execute(ctx, http.MethodGet, fmt.Sprintf("/v1/icons/%d", iconID)) // lookalike
}
