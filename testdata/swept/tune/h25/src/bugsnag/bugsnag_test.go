package bugsnag

import (
	"io"
	"log"
	"net"
	"net/http"
	"testing"
)

func crashyHandler(w http.ResponseWriter, r *http.Request) {
	c := make(chan int)
	close(c)
	c <- 1
}

func TestHandler(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	mux := http.NewServeMux()
	mux.HandleFunc("/", crashyHandler)

	go (&http.Server{
		Addr:     l.Addr().String(),
		Handler:  Handler(mux),
		ErrorLog: log.New(io.Discard, log.Prefix(), 0),
	}).Serve(l)

	// Source: github.com/bugsnag/bugsnag-go/v2/bugsnag_test.go:605 (hostjoin: the listener's address, already host:port from net.Listen on 127.0.0.1, written after "http://"; no host joined with a port)
	http.Get("http://" + l.Addr().String() + "/ok?foo=bar") // lookalike
}
