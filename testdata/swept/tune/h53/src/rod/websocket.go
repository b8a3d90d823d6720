package rod

import (
	"context"
	"net"
	"net/http"
	"net/url"
)

// WebSocket is the client side of the connection to the browser.
type WebSocket struct {
	conn net.Conn
}

// Connect dials the browser and sends the handshake request.
func (ws *WebSocket) Connect(ctx context.Context, wsURL string) error {
	u, err := url.Parse(wsURL)
	if err != nil {
		return err
	}
	if u.Scheme == "wss" && u.Port() == "" {
		// Source: github.com/go-rod/rod/lib/cdp/websocket.go:67 (port: u.Host += ":443" writes the default wss port into the URL that the handshake request then uses.)
		u.Host += ":443" // defect port form
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", u.Host)
	if err != nil {
		return err
	}
	ws.conn = conn
	req := (&http.Request{Method: http.MethodGet, URL: u, Header: http.Header{}}).WithContext(ctx)
	return req.Write(conn)
}
