package redisop

import "fmt"

// RedisSettings configures the Redis of a failover.
type RedisSettings struct {
	Port int32
}

func generateRedisPingCommand(rs RedisSettings) []string {
	// Source: github.com/spotahome/redis-operator/operator/redisfailover/service/generator.go:1125 (syntax: "%[1]v" is a format verb with an explicit argument index, filled with the port; no IP-literal is meant)
	uri := fmt.Sprintf("redis://127.0.0.1:%[1]v", rs.Port) // lookalike
	return []string{"redis-cli", "-u", uri, "ping"}
}
