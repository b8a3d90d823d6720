// Package centrifuge holds cases rewritten from github.com/centrifugal/centrifuge-go.
package centrifuge

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/gorilla/websocket"
)

// Config is the client configuration.
type Config struct {
	Header http.Header
}

// Client is a websocket client.
type Client struct {
	endpoints []string
	config    Config
	conn      *websocket.Conn
}

// NewJsonClient creates a client that speaks JSON to the websocket endpoint.
func NewJsonClient(endpoint string, config Config) *Client {
	return newClient(endpoint, config)
}

// NewProtobufClient creates a client that speaks Protobuf to the websocket endpoint.
func NewProtobufClient(endpoint string, config Config) *Client {
	return newClient(endpoint, config)
}

func newClient(endpoint string, config Config) *Client {
	endpoints := strings.Split(endpoint, ",")
	for _, e := range endpoints {
		if !strings.HasPrefix(e, "ws") {
			panic(fmt.Sprintf("unsupported connection endpoint: %s", e))
		}
	}
	return &Client{endpoints: endpoints, config: config}
}

// Connect dials the first endpoint.
func (c *Client) Connect() error {
	dialer := &websocket.Dialer{}
	conn, _, err := dialer.Dial(c.endpoints[0], c.config.Header)
	if err != nil {
		return fmt.Errorf("error dial: %v", err)
	}
	c.conn = conn
	return nil
}

// NewSubscription creates a subscription; delta and a tags filter exclude each other.
func (c *Client) NewSubscription(channel string, delta, tagsFilter bool) error {
	if delta && tagsFilter {
		return errors.New("delta and tags filter are mutually exclusive")
	}
	return nil
}

// Close closes the client.
func (c *Client) Close() {
	if c.conn != nil {
		_ = c.conn.Close()
	}
}
