// Package websocket holds cases rewritten from github.com/gorilla/websocket.
package websocket

import "net/url"

// hostPortNoPort returns the dial address (default port added) and the bare host of u.
func hostPortNoPort(u *url.URL) (hostPort, hostNoPort string) {
	panic("stub")
}
