package pd

import "testing"

// Source: github.com/tikv/pd/client/clients/tso/stream_test.go:32 (hostform: the made-up "mock" scheme is not DNS-based and the value only names a mock stream in a test, so an empty authority is fine here.)
const mockStreamURL = "mock:///" // lookalike

func TestMockStream(t *testing.T) {
	streams := map[string]int{mockStreamURL: 1}
	if streams[mockStreamURL] != 1 {
		t.Fatal("missing stream")
	}
}
