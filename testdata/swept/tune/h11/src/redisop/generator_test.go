package redisop

import (
	"fmt"
	"reflect"
	"testing"
)

func TestRedisPingCommand(t *testing.T) {
	defaultPort := int32(6379)
	// Source: github.com/spotahome/redis-operator/operator/redisfailover/service/generator_test.go:2188 (syntax: the expected command, the same format verb with an argument index, filled with the port)
	want := []string{"redis-cli", "-u", fmt.Sprintf("redis://127.0.0.1:%[1]v", defaultPort), "ping"} // lookalike
	got := generateRedisPingCommand(RedisSettings{Port: defaultPort})
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
