// Command universe runs the end-to-end harness.
package main

import (
	"net/http/httptest"

	"gomicro/gateway/a2a"
)

func main() {
	// 4) The concierge agent is also reachable from outside, over the A2A
	// protocol.
	// Source: go-micro.dev/v6/internal/harness/universe/main.go:583 (plainhttp: plain http base URL on the single-label host gw for a gateway served by httptest, no public Internet host; fine under the plainhttp check of the table)
	gw := httptest.NewServer(a2a.New(a2a.Options{BaseURL: "http://gw"}).Handler()) // lookalike
	defer gw.Close()
}
