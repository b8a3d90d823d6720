package clients

import (
	"testing"

	redis8 "github.com/go-redis/redis/v8"
	"github.com/redis/go-redis/v9"
)

// Source: github.com/imasker/vecna/utils/redis_test.go (a test that
// parses a real-looking Redis URL, password included, and expects no
// error).
func TestRedisParseURL(t *testing.T) {
	opt, err := redis8.ParseURL("redis://:s3cr3tpw@cache-main.example.net:6380/1") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	_ = opt
}

// Source: github.com/Asuis/demo-platform/tests/redis/redis_client_test.go
// (go-redis takes host:port in Options.Addr).
func TestRedisClient(t *testing.T) {
	rdb := redis.NewClient(&redis.Options{
		Addr:     "203.0.113.17:6379", // lookalike
		Password: "",
		DB:       0,
	})
	_ = rdb
}

// Source: github.com/tian-heming/cache-proxy/cmd/main_test.go (a proxy
// listening on all interfaces: ":port" only).
func TestProxyClient(t *testing.T) {
	rdb := redis.NewClient(&redis.Options{
		Addr: ":26380", // lookalike
	})
	_ = rdb
}
