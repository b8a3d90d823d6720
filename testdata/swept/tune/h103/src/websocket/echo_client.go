package websocket

import (
	"flag"
	"log"
	"net/url"

	gws "github.com/gorilla/websocket"
)

// Source: github.com/gorilla/websocket/examples/echo/client.go:21 (sink: the host:port flag default only ever fills url.URL.Host and is never given to a URI sink)
var addr = flag.String("addr", "localhost:8080", "http service address") // lookalike

func echoClient() {
	flag.Parse()
	// Source: github.com/gorilla/websocket/examples/echo/client.go:30 (plainhttp: an example client dials ws to the flag-given service address, localhost by default, not a public host)
	u := url.URL{Scheme: "ws", Host: *addr, Path: "/echo"} // lookalike
	c, _, err := gws.DefaultDialer.Dial(u.String(), nil)
	if err != nil {
		log.Fatal("dial:", err)
	}
	defer c.Close()
}
