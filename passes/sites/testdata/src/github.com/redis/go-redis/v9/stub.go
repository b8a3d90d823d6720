// Package redis is a stub of github.com/redis/go-redis/v9, with the real signatures of the
// functions and fields that urilint's sink table names.
package redis

type Options struct {
	Network string
	Addr    string
}

type ClusterOptions struct{ Addrs []string }

type FailoverOptions struct {
	MasterName    string
	SentinelAddrs []string
}

type UniversalOptions struct{ Addrs []string }

func ParseURL(redisURL string) (*Options, error)                 { return nil, nil }
func ParseClusterURL(redisURL string) (*ClusterOptions, error)   { return nil, nil }
func ParseFailoverURL(redisURL string) (*FailoverOptions, error) { return nil, nil }
