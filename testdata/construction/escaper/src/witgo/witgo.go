// Package witgo mirrors a natural-language API client.
package witgo

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
)

// Client sends requests under APIBase, "https://nlu.example.com".
type Client struct {
	APIBase    string
	httpClient *http.Client
}

func (c *Client) request(method, u, ct string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequest(method, c.APIBase+u, body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", ct)
	return c.httpClient.Do(req)
}

// Source: github.com/wit-ai/wit-go/entity.go:150 (entity value, free text such as a city name, escaped with url.QueryEscape into the path)
func (c *Client) DeleteEntityValue(entityID, value string) error {
	resp, err := c.request(http.MethodDelete, fmt.Sprintf("/entities/%s/values/%s", url.QueryEscape(entityID), url.QueryEscape(value)), "application/json", nil) // defect escaper
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// Source: github.com/wit-ai/wit-go/entity.go:189 (entity value and expression text escaped with url.QueryEscape into the path)
func (c *Client) DeleteEntityValueExpression(entityID, value, expression string) error {
	resp, err := c.request(http.MethodDelete, fmt.Sprintf("/entities/%s/values/%s/expressions/%s", url.QueryEscape(entityID), url.QueryEscape(value), url.QueryEscape(expression)), "application/json", nil) // defect escaper
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// MessageRequest is an utterance to parse.
type MessageRequest struct {
	Query string
	N     int
	Tag   string
}

// Source: github.com/wit-ai/wit-go/v2/message.go:124 (utterance escaped with url.PathEscape as the value of the q query parameter)
func buildParseQuery(req *MessageRequest) string {
	q := fmt.Sprintf("?q=%s", url.PathEscape(req.Query)) // defect escaper
	if req.N != 0 {
		q += fmt.Sprintf("&n=%d", req.N)
	}
	if req.Tag != "" {
		q += fmt.Sprintf("&tag=%s", req.Tag)
	}
	return q
}

// Parse sends an utterance to the message endpoint.
func (c *Client) Parse(req *MessageRequest) (*http.Response, error) {
	return c.request(http.MethodGet, "/message"+buildParseQuery(req), "application/json", nil)
}

// Source: github.com/wit-ai/wit-go/v2/language_detection.go:25 (text to classify escaped with url.PathEscape as the value of the q query parameter)
func (c *Client) Detect(text string) (*http.Response, error) {
	return c.request(http.MethodGet, fmt.Sprintf("/language?q=%s", url.PathEscape(text)), "application/json", nil) // defect escaper
}
