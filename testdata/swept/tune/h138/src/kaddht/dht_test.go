package kaddht

import "testing"

func TestSearchValue(t *testing.T) {
	// Source: github.com/libp2p/go-libp2p-kad-dht/dht_test.go:435 (syntax: the URL sits inside a skip message joined to prose, which is no URI.)
	t.Skip("This test is flaky, see https://github.com/libp2p/go-libp2p-kad-dht/issues/723.") // lookalike
}
