package shoutrrr

import (
	"fmt"
	"log"
	"net/url"
)

// Source: github.com/nicholas-fedor/shoutrrr/pkg/router/router_suite_test.go:134 (hostform: the example routes to the logger service, whose URL names no server, so the empty host is its normal form)
func Example_logger() {
	u, err := url.Parse("logger://") // lookalike
	if err != nil {
		log.Fatalf("could not create router: %s", err)
	}
	n := &notifier{}
	fmt.Println(n.Initialize(u), n.Send("hello"))
	// Output: <nil> <nil>
}
