// Package tailscale holds cases rewritten from tailscale.com/client/tailscale/v2.
package tailscale

import (
	"fmt"
	"net/http"
	"net/url"
	"time"
)

// Client talks to the API server at BaseURL.
type Client struct {
	BaseURL *url.URL
	Tailnet string
}

func (c *Client) buildURL(pathElements ...any) *url.URL {
	elem := make([]string, 0, len(pathElements))
	for _, pathElement := range pathElements {
		// Source: tailscale.com/client/tailscale/v2/client.go:243 (escaper: url.PathEscape is the right escaper for one path segment and JoinPath takes already-escaped elements, so nothing is double escaped)
		elem = append(elem, url.PathEscape(fmt.Sprint(pathElement))) // lookalike
	}
	// Source: tailscale.com/client/tailscale/v2/client.go:245 (baseslash: JoinPath appends the rooted element to the base path instead of resolving it, so no part of the base is dropped)
	return c.BaseURL.JoinPath(append([]string{"/api/v2"}, elem...)...) // lookalike
}

func deviceAllFields(req *http.Request) {
	q := req.URL.Query()
	q.Set("fields", "all")
	// Source: tailscale.com/client/tailscale/v2/devices.go:151 (escaper: the query is rebuilt with url.Values.Encode, which escapes every value)
	req.URL.RawQuery = q.Encode() // lookalike
}

func deviceFilters(req *http.Request, filters map[string][]string) {
	q := req.URL.Query()
	for key, values := range filters {
		for _, value := range values {
			q.Add(key, value)
		}
	}
	// Source: tailscale.com/client/tailscale/v2/devices.go:282 (escaper: caller-supplied filter keys and values go through url.Values.Encode, which escapes them)
	req.URL.RawQuery = q.Encode() // lookalike
}

func (c *Client) networkFlowLogsURL(start, end time.Time) *url.URL {
	u := c.buildURL("tailnet", c.Tailnet, "logging", "network")
	// Source: tailscale.com/client/tailscale/v2/logging.go:212 (escaper: RFC3339 times with a zone offset are put in the query through url.Values.Encode, so the "+" is escaped)
	u.RawQuery = url.Values{"start": {start.Format(time.RFC3339)}, "end": {end.Format(time.RFC3339)}}.Encode() // lookalike
	return u
}

func (c *Client) usersURL(userType, role string) *url.URL {
	u := c.buildURL("tailnet", c.Tailnet, "users")
	q := u.Query()
	if userType != "" {
		q.Add("type", userType)
	}
	if role != "" {
		q.Add("role", role)
	}
	// Source: tailscale.com/client/tailscale/v2/users.go:76 (escaper: optional filters are added with url.Values and encoded by Encode)
	u.RawQuery = q.Encode() // lookalike
	return u
}

// LogstreamConfiguration is the log streaming configuration of a tailnet.
type LogstreamConfiguration struct {
	DestinationType string `json:"destinationType"`
	URL             string `json:"url"`
	User            string `json:"user"`
}
