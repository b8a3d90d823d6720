package zipkin

import (
	"net"
	"net/http"
	"testing"
)

func TestHTTPDefaultBaggage(t *testing.T) {
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})}

	// create listener
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatalf("unable to create listener for http server: %+v", err)
	}
	defer func() {
		_ = ln.Close()
	}()

	// start http server
	go func() {
		srv.Addr = ln.Addr().String()
		_ = srv.Serve(ln)
	}()

	// generate request to handler1 with X-Request-Id set
	// Source: github.com/openzipkin/zipkin-go/middleware/http/baggage_test.go:65 (hostjoin: the listener's Addr().String() is already host:port, bracketed for IPv6)
	req, err := http.NewRequest("GET", "http://"+ln.Addr().String()+"/handler1", nil) // lookalike
	if err != nil {
		t.Fatalf("unable to create initial http request: %+v", err)
	}
	req.Header.Set("X-Request-Id", "uuid-1")
	if _, err := http.DefaultClient.Do(req); err != nil {
		t.Fatalf("unable to send request: %+v", err)
	}
}
