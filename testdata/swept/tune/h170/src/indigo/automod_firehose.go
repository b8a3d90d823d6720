package indigo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"github.com/gorilla/websocket"
)

// FirehoseConsumer subscribes the automod engine to a relay firehose (automod/consumer).
type FirehoseConsumer struct {
	// Host is the relay URL, eg wss://bsky.network
	Host string
	cur  int64
}

func (fc *FirehoseConsumer) Run(ctx context.Context) error {
	cur := fc.cur
	dialer := websocket.DefaultDialer
	u, err := url.Parse(fc.Host)
	if err != nil {
		return fmt.Errorf("invalid Host URI: %w", err)
	}
	// Source: github.com/bluesky-social/indigo/automod/consumer/firehose.go:67 (baseslash: the path is set outright on the parsed relay host URL, which has no path of its own, and url.URL.String adds the leading slash after a host; nothing is resolved against a base; fine by the check's definition)
	u.Path = "xrpc/com.atproto.sync.subscribeRepos" // lookalike
	if cur != 0 {
		// Source: github.com/bluesky-social/indigo/automod/consumer/firehose.go:69 (escaper: the query holds only an integer cursor, which needs no escaping; fine by the check's definition)
		u.RawQuery = fmt.Sprintf("cursor=%d", cur) // lookalike
	}
	con, _, err := dialer.Dial(u.String(), http.Header{})
	if err != nil {
		return fmt.Errorf("subscribing to firehose failed (dialing): %w", err)
	}
	return con.Close()
}
