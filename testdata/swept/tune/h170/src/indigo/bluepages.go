package indigo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"github.com/gorilla/websocket"
)

// bluepages identity service (cmd/bluepages)

type bluepagesServer struct {
	lastSeq int64
}

func (srv *bluepagesServer) RunFirehoseConsumer(ctx context.Context, host string) error {
	cur := srv.lastSeq
	dialer := websocket.DefaultDialer
	u, err := url.Parse(host)
	if err != nil {
		return fmt.Errorf("invalid Host URI: %w", err)
	}
	// Source: github.com/bluesky-social/indigo/cmd/bluepages/firehose.go:35 (baseslash: the path is set outright on the parsed upstream host URL, which has no path of its own, and url.URL.String adds the leading slash after a host; fine by the check's definition)
	u.Path = "xrpc/com.atproto.sync.subscribeRepos" // lookalike
	if cur != 0 {
		// Source: github.com/bluesky-social/indigo/cmd/bluepages/firehose.go:37 (escaper: the query holds only an integer cursor; fine by the check's definition)
		u.RawQuery = fmt.Sprintf("cursor=%d", cur) // lookalike
	}
	con, _, err := dialer.Dial(u.String(), http.Header{})
	if err != nil {
		return err
	}
	return con.Close()
}

func (srv *bluepagesServer) WebHome(c *EchoContext) error {
	// Source: github.com/bluesky-social/indigo/cmd/bluepages/handlers.go:246 (syntax: a home page banner whose links stand between words, prose by rule 4)
	return c.String(200, "\nThis is an AT Protocol Identity Service\n\nMost API routes are under /xrpc/\n\n      Code: https://github.com/bluesky-social/indigo/tree/main/cmd/bluepages\n  Protocol: https://atproto.com\n") // lookalike
}

var bluepagesFlags = []StringFlag{
	{
		Name: "redis-url",
		// Source: github.com/bluesky-social/indigo/cmd/bluepages/main.go:59 (credentials: usage text whose password is the placeholder <pass>, a mask by rule 3 and prose by rule 4)
		Usage: "redis connection URL: redis://<user>:<pass>@<hostname>:6379/<db>", // lookalike
		Value: "redis://localhost:6379/0",
	},
}
