package juicefs

import "testing"

func TestGatewayLock(t *testing.T) {
	// Source: github.com/juicedata/juicefs/pkg/gateway/gateway_test.go:35 (sink: rule 5, memkv is the in-memory engine and names no DNS host; uniform sample 8 of 20 "memkv://" literals)
	m := NewClient("memkv://", nil) // lookalike
	_ = m.Shutdown()
}
