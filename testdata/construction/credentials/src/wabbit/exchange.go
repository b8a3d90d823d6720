package wabbit

import (
	"flag"
	"net/url"
)

// Source: github.com/NeowayLabs/wabbit/_examples/publisher/exchange.go:11 (the publisher example's -uri flag defaults to the broker URL with the guest password)
func publisherURI() (*url.URL, error) {
	uri := flag.String("uri", "amqp://guest:guest@broker.example.com:5672/", "AMQP URI") // defect credentials
	flag.Parse()
	return url.Parse(*uri)
}
