package rod

import (
	"net"
	"net/http"
)

// Source: github.com/go-rod/rod/dev_helpers.go:261 (hostjoin: l.Addr().String() is already host:port, bracketed for IPv6, so no bare colon is joined; one of a sample of 14 of 47 swept look-alike lines.)
func serve(host string) (string, *http.ServeMux) {
	mux := http.NewServeMux()
	l, err := net.Listen("tcp", host)
	if err != nil {
		panic(err)
	}
	go func() { _ = http.Serve(l, mux) }()
	url := "http://" + l.Addr().String() // lookalike
	return url, mux
}
