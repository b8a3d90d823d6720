package main

import (
	"fmt"
	"log"

	"gws"
)

const remoteAddr = "127.0.0.1:9001"

func main() {
	const count = 517
	for i := 1; i <= count; i++ {
		testCase(true, i, "gws-client/sync")
	}
	for i := 1; i <= count; i++ {
		testCase(false, i, "gws-client/async")
	}
	updateReports()
}

func testCase(sync bool, id int, agent string) {
	// Source: github.com/lxzan/gws/examples/autobahn/client/main.go:25 (escaper: agent is spliced raw into the query but its only values are the constants gws-client/sync and gws-client/async, whose / is legal in a query; the filled template is a valid URI, by the template rule)
	var url = fmt.Sprintf("ws://%s/runCase?case=%d&agent=%s", remoteAddr, id, agent) // lookalike
	socket, _, err := gws.NewClient(new(gws.BuiltinEventHandler), &gws.ClientOption{
		Addr: url,
		PermessageDeflate: gws.PermessageDeflate{
			Enabled:               true,
			ServerContextTakeover: true,
			ClientContextTakeover: true,
		},
	})
	if err != nil {
		log.Println(err.Error())
		return
	}
	socket.ReadLoop()
}

func updateReports() {
	// Source: github.com/lxzan/gws/examples/autobahn/client/main.go:86 (plainhttp: plain ws to the local Autobahn test-suite server 127.0.0.1:9001, no public host; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
	var url = fmt.Sprintf("ws://%s/updateReports?agent=gws/client", remoteAddr) // lookalike
	socket, _, err := gws.NewClient(new(gws.BuiltinEventHandler), &gws.ClientOption{
		Addr: url,
		PermessageDeflate: gws.PermessageDeflate{
			Enabled:               true,
			ServerContextTakeover: true,
			ClientContextTakeover: true,
		},
	})
	if err != nil {
		log.Println(err.Error())
		return
	}
	socket.ReadLoop()
}
