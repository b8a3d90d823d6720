package diago

import (
	"net"
	"net/http"
	"strings"
	"testing"
)

// Source: github.com/emiago/diago/main_benchmark_test.go:214 (hostjoin: addr goes in whole after the user part with no ':' port join, and its only caller, commented out, passes the test's own client IP)
func createTestInvite(t testing.TB, addr, ftag string) string {
	return strings.Join([]string{
		"From: \"Alice\" <sip:alice@" + addr + ">;tag=" + ftag, // lookalike
	}, "\r\n")
}

func testStartAudioStreamServer(t *testing.T) string {
	srv := http.Server{
		// Source: github.com/emiago/diago/playback_url_test.go:137 (sink: a bare host:port with no scheme is the right form for http.Server.Addr and net.Listen)
		Addr: "127.0.0.1:18080", // lookalike
	}
	l, err := net.Listen("tcp", srv.Addr)
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	// Source: github.com/emiago/diago/playback_url_test.go:148 (hostjoin: srv.Addr is the test's own constant loopback host:port, already joined, so no brackets are needed)
	return "http://" + srv.Addr + "/" // lookalike
}

func TestPlaybackURL(t *testing.T) {
	urlStr := testStartAudioStreamServer(t)
	req, err := http.NewRequest("GET", urlStr, nil)
	if err != nil {
		t.Fatal(err)
	}
	_ = req
	_ = createTestInvite
}
