// Package elasticsearch is a minimal stub of github.com/elastic/go-elasticsearch/v8.
package elasticsearch

// Config configures a client.
type Config struct {
	Addresses []string
	Username  string
	Password  string
}

// Client is an elasticsearch client.
type Client struct{}

// NewClient creates a client from cfg.
func NewClient(cfg Config) (*Client, error) { panic("stub") }
