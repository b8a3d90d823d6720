// Package api is a stub of github.com/hashicorp/vault/api, with the real signatures of the
// functions and fields that urilint's sink table names.
package api

type Config struct {
	Address      string
	AgentAddress string
}

type Client struct{}

func (c *Client) SetAddress(addr string) error { return nil }
