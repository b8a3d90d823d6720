// Package eventstore holds cases rewritten from github.com/EventStore/EventStore-Client-Go/v4.
package eventstore

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration.go:209 (syntax: the URI schemes sit inside prose of an error message, which is no URI (rule 4).)
func checkScheme(u *url.URL) error {
	if u.Scheme != "esdb" && u.Scheme != "esdb+discover" {
		return fmt.Errorf("an invalid scheme is specified, expecting esdb:// or esdb+discover://") // lookalike
	}
	return nil
}

type grpcConn interface {
	Target() string
}

// Client talks to the server's HTTP API.
type Client struct {
	conn       grpcConn
	disableTLS bool
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/persistent_subscription_http_client.go:134 (hostjoin: the gRPC target is already host:port and ParseEndPoint never keeps a colon in the host, so no IPv6 literal is joined.)
func (c *Client) getBaseURL() string {
	protocol := "https"
	if c.disableTLS {
		protocol = "http"
	}
	return fmt.Sprintf("%s://%s", protocol, c.conn.Target()) // lookalike
}

func (c *Client) httpExecute(method string, path string, queries url.Values) (*http.Response, error) {
	// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/persistent_subscription_http_client.go:160 (baseslash: the base has no path and the path is appended by string concatenation, so nothing of the base is dropped.)
	req, err := http.NewRequest(method, fmt.Sprintf("%s%s", c.getBaseURL(), path), nil) // lookalike
	if err != nil {
		return nil, err
	}
	if queries != nil {
		query := req.URL.Query()
		for key, values := range queries {
			for _, value := range values {
				query.Add(key, value)
			}
		}
		// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/persistent_subscription_http_client.go:181 (escaper: url.Values.Encode is the right escaper for the query.)
		req.URL.RawQuery = query.Encode() // lookalike
	}
	return http.DefaultClient.Do(req)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/persistent_subscription_http_client.go:43 (escaper: url.PathEscape is the right escaper for a stream name in a path segment.)
func (c *Client) httpListPersistentSubscriptionsForStream(streamName string) (*http.Response, error) {
	return c.httpExecute("GET", fmt.Sprintf("/subscriptions/%s", url.PathEscape(streamName)), nil) // lookalike
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/persistent_subscription_http_client.go:72 (escaper: url.PathEscape is the right escaper for stream and group names in path segments.)
func (c *Client) httpGetPersistentSubscriptionInfo(streamName string, groupName string) (*http.Response, error) {
	return c.httpExecute("GET", fmt.Sprintf("/subscriptions/%s/%s/info", url.PathEscape(streamName), url.PathEscape(groupName)), nil) // lookalike
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/persistent_subscription_http_client.go:104 (escaper: url.PathEscape is the right escaper for stream and group names in path segments.)
func (c *Client) httpReplayParkedMessages(streamName string, groupName string, stopAt int) error {
	queries := url.Values{}
	if stopAt != 0 {
		queries.Add("stopAt", strconv.Itoa(stopAt))
	}
	urlStr := fmt.Sprintf("/subscriptions/%s/%s/replayParked", url.PathEscape(streamName), url.PathEscape(groupName)) // lookalike
	_, err := c.httpExecute("POST", urlStr, queries)
	return err
}
