// Package redis is a stub of github.com/redis/go-redis/v9.
package redis

type Options struct {
	Addr     string
	Password string
	DB       int
}

type Client struct{}

func NewClient(opt *Options) *Client { return &Client{} }

func ParseURL(redisURL string) (*Options, error) { return nil, nil }
