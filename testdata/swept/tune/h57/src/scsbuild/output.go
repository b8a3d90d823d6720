package scsbuild

import (
	"context"
	"net/http"
	"net/url"

	"github.com/gorilla/websocket"
)

// GetOutput streams build output for the provided buildID.
func (c *Client) GetOutput(ctx context.Context, buildID string) error {
	// Source: github.com/sylabs/scs-build-client/client/output.go:23 (baseslash: a relative websocket path resolved against a base URL that normalizeURL always ends with a slash.)
	u := c.baseURL.ResolveReference(&url.URL{Path: "v1/build-ws/" + buildID}) // lookalike
	wsScheme := "ws"
	if c.baseURL.Scheme == "https" {
		wsScheme = "wss"
	}
	// Source: github.com/sylabs/scs-build-client/client/output.go:32 (sink: the http or https base is switched to ws or wss before the URL goes to the websocket dialer, the scheme that dialer needs.)
	u.Scheme = wsScheme // lookalike
	ws, resp, err := websocket.DefaultDialer.DialContext(ctx, u.String(), http.Header{})
	if err != nil {
		return err
	}
	resp.Body.Close()
	return ws.Close()
}
