package ferretdb

import (
	"net"
	"net/http"
	"testing"
)

func assertProbe(t *testing.T, u string, expected int) {
	t.Helper()
	res, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != expected {
		t.Errorf("got %d, want %d", res.StatusCode, expected)
	}
}

func TestDebugProbes(t *testing.T) {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer lis.Close()
	go http.Serve(lis, http.NotFoundHandler())
	// Source: github.com/FerretDB/FerretDB/internal/util/debug/debug_test.go:66 (plainhttp: the probe goes to the test's own local listener, not a public Internet host.)
	live := "http://" + lis.Addr().String() + "/debug/livez" // lookalike
	assertProbe(t, live, http.StatusNotFound)
}
