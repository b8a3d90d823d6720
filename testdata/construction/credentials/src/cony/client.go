package cony

import "flag"

// Client holds the broker address.
type Client struct{ addr string }

// ClientOpt configures a Client.
type ClientOpt func(*Client)

// Source: github.com/assembla/cony/client.go:253 (the URL option falls back to an AMQP URL with the guest password when given an empty address)
func URL(addr string) ClientOpt {
	return func(c *Client) {
		if addr == "" {
			addr = "amqp://guest:guest@broker.example.com/" // defect credentials
		}
		c.addr = addr
	}
}

func NewClient(opts ...ClientOpt) *Client {
	c := &Client{}
	for _, o := range opts {
		o(c)
	}
	return c
}

// Source: github.com/assembla/cony/examples/basic/consumer/consumer.go:11 (the consumer example's -url flag defaults to an AMQP URL with the guest password)
func consumerURL() string {
	url := flag.String("url", "amqp://guest:guest@broker.example.com/", "amqp url") // defect credentials
	flag.Parse()
	return NewClient(URL(*url)).addr
}
