// Package twitter holds cases rewritten from github.com/dghubble/go-twitter.
package twitter

import (
	"encoding/json"
	"net/http"
	"net/url"
)

// Tweet is a status.
type Tweet struct {
	ID   int64  `json:"id"`
	Text string `json:"text"`
}

// PremiumSearchTweetParams are the premium search parameters.
type PremiumSearchTweetParams struct {
	Query string
	Tag   string
}

// PremiumSearchCountTweetParams are the premium counts parameters.
type PremiumSearchCountTweetParams struct {
	Query  string
	Bucket string
}

// Client is a minimal API client.
type Client struct {
	HTTP *http.Client
	Base string
}

func (c *Client) get(q url.Values, v interface{}) error {
	req, err := http.NewRequest("GET", c.Base, nil)
	if err != nil {
		return err
	}
	req.URL.RawQuery = q.Encode()
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(v)
}

// PremiumSearch sends a premium search.
func (c *Client) PremiumSearch(p *PremiumSearchTweetParams) (map[string]interface{}, error) {
	var out map[string]interface{}
	err := c.get(url.Values{"query": {p.Query}, "tag": {p.Tag}}, &out)
	return out, err
}

// PremiumCounts sends a premium counts request.
func (c *Client) PremiumCounts(p *PremiumSearchCountTweetParams) (map[string]interface{}, error) {
	var out map[string]interface{}
	err := c.get(url.Values{"query": {p.Query}, "bucket": {p.Bucket}}, &out)
	return out, err
}

// Statuses fetches statuses.
func (c *Client) Statuses() ([]Tweet, error) {
	var out []Tweet
	err := c.get(url.Values{}, &out)
	return out, err
}

// Raw fetches any JSON document.
func (c *Client) Raw() (interface{}, error) {
	var out interface{}
	err := c.get(url.Values{}, &out)
	return out, err
}
