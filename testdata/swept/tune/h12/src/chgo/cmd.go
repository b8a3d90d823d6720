package chgo

import (
	"context"
	"flag"
	"log"

	"github.com/ClickHouse/ch-go"
)

type benchArgs struct {
	Address string
}

func runBench(ctx context.Context) error {
	var arg benchArgs
	// Source: github.com/ClickHouse/ch-go/internal/cmd/ch-bench-numbers/main.go:34 (sink: host:port default of the "addr" flag, given to ch.Options.Address, a dialer address, no URI)
	flag.StringVar(&arg.Address, "addr", "localhost:9000", "server address") // lookalike
	flag.Parse()
	_, err := ch.Dial(ctx, ch.Options{Address: arg.Address})
	return err
}

func exampleSSHAuth(ctx context.Context) {
	client, err := ch.Dial(ctx, ch.Options{
		// Source: github.com/ClickHouse/ch-go/examples/ssh_auth/main.go:29 (sink: host:port given to the native-protocol dialer, no URI)
		Address:  "localhost:9000", // lookalike
		Database: "default",
		User:     "default",
	})
	if err != nil {
		log.Fatal(err)
	}
	_ = client
}
