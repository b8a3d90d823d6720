// Package linebot holds cases rewritten from github.com/line/line-bot-sdk-go.
package linebot

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"path"
)

// APIEndpoint constants
const (
	APIEndpointBase               = "https://api.line.me"
	APIEndpointGetProfile         = "/v2/bot/profile/%s"
	APIEndpointSetWebhookEndpoint = "/v2/bot/channel/webhook/endpoint"
)

// Client type
type Client struct {
	channelToken string
	endpointBase *url.URL
	httpClient   *http.Client
}

// New returns a new bot client instance.
func New(channelToken string, endpointBase string) (*Client, error) {
	u, err := url.ParseRequestURI(endpointBase)
	if err != nil {
		return nil, err
	}
	return &Client{channelToken: channelToken, endpointBase: u, httpClient: http.DefaultClient}, nil
}

func (client *Client) url(base *url.URL, endpoint string) string {
	u := *base
	// Source: github.com/line/line-bot-sdk-go/linebot/client.go:206 (pathjoin: path.Join of the base URL's decoded Path field and an endpoint path, no URI in its arguments)
	u.Path = path.Join(u.Path, endpoint) // lookalike
	return u.String()
}

// APIError type
type APIError struct {
	Code int
}

func (e *APIError) Error() string { return http.StatusText(e.Code) }

// BasicResponse type
type BasicResponse struct {
	RequestID string
}

// SetWebhookEndpointURL sets the bot's webhook endpoint.
func (client *Client) SetWebhookEndpointURL(endpoint string) (*BasicResponse, error) {
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(struct {
		Endpoint string `json:"endpoint"`
	}{endpoint}); err != nil {
		return nil, err
	}
	req, err := http.NewRequest(http.MethodPut, client.url(client.endpointBase, APIEndpointSetWebhookEndpoint), &buf)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+client.channelToken)
	res, err := client.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, &APIError{Code: res.StatusCode}
	}
	return &BasicResponse{RequestID: res.Header.Get("X-Line-Request-Id")}, nil
}

// GetProfile gets a user's profile.
func (client *Client) GetProfile(userID string) (map[string]string, error) {
	res, err := client.httpClient.Get(client.url(client.endpointBase, "/v2/bot/profile/"+userID))
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var m map[string]string
	if err := json.NewDecoder(res.Body).Decode(&m); err != nil {
		return nil, err
	}
	if m == nil {
		return nil, errors.New("empty profile")
	}
	return m, nil
}
