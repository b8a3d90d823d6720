package hertz

import (
	"net"
	"net/http"
	"path"
	"testing"
)

// Source: github.com/cloudwego/hertz/pkg/app/server/hertz_test.go:64 (path.Join of a listener's host:port and a path, with "http://" put in front)
func fullURL(ln net.Listener, p string) string {
	return "http://" + path.Join(ln.Addr().String(), p) // lookalike
}

func TestPing(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip(err)
	}
	defer ln.Close()
	go http.Serve(ln, http.NotFoundHandler())
	resp, err := http.Get(fullURL(ln, "/ping"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
