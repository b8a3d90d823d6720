package yzma

import (
	"os"
	"testing"
)

// TestMain points every digest source at an address that does not answer, so a normal
// test run stays off the network. A test that needs one points it at its own server.
func TestMain(m *testing.M) {
	// Source: github.com/hybridgroup/yzma/pkg/download/main_test.go:15 (syntax: %[1]s is an indexed format verb filled with the tag, and the loopback URL it becomes is valid)
	manifestAssetURL = "http://127.0.0.1:0/releases/download/%[1]s/%[1]s.json" // lookalike
	// Source: github.com/hybridgroup/yzma/pkg/download/main_test.go:16 (port: port 0 is digits within 0-65535, so the loopback URL is well formed and only unreachable, as the test wants)
	digestsURL = "http://127.0.0.1:0/digests/%s.json" // lookalike
	// Source: github.com/hybridgroup/yzma/pkg/download/main_test.go:17 (port: port 0 on loopback is in range and no broken URI, only a target that does not answer)
	releaseAPIURL = "http://127.0.0.1:0/releases/tags/%s" // lookalike
	os.Exit(m.Run())
}
