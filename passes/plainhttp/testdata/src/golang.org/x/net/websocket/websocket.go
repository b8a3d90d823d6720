// Package websocket is a stub of golang.org/x/net/websocket.
package websocket

type Conn struct{}

func Dial(url_, protocol, origin string) (*Conn, error) { return nil, nil }
