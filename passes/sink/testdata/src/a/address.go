package a

import (
	"flag"
	"net"
	"net/http"
	"os"
	"strings"
)

// A dialer or listener takes host:port: a URI there is read as the host
// "http" and the port "//…", or fails.

const metricsAddr = "http://0.0.0.0:9090" // want `net/http.ListenAndServe takes host:port in addr, but "http://0.0.0.0:9090" is a URI`

var listen = flag.String("listen", "http://localhost:8080", "address to serve on") // want `"http://localhost:8080" is a URI`

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func addresses() {
	net.Dial("tcp", "tcp://db.example.com:5432") // want `sink: net.Dial takes host:port in address, but "tcp://db.example.com:5432" is a URI: "tcp" and "://" are no part of an authority \(RFC 3986 §3.2\); write the host and port alone`
	http.ListenAndServe(metricsAddr, nil)
	_ = &http.Server{Addr: "https://user:hunter2@api.example.com:443"} // want `net/http.Server.Addr takes host:port in Addr, but "https://user:\*\*\*@api.example.com:443" is a URI`
	net.Listen("tcp", *listen)
	backend := getenv("BACKEND", "redis://cache.example.com:6379") // want `net.Dial takes host:port in address, but "redis://cache.example.com:6379" is a URI`
	net.Dial("tcp", backend)

	// What the dialer takes.
	net.Dial("tcp", "db.example.com:5432")
	net.Dial("unix", "/var/run/app.sock")
	http.ListenAndServe(":8080", nil)
	net.Dial("tcp", "localhost:http") // a service name is a port to the dialer
	// A scheme the code takes off before it dials.
	addr := getenv("ADDR", "http://localhost:8080")
	addr = strings.TrimPrefix(addr, "http://")
	net.Dial("tcp", addr)
	// An unknown word before "://" is no scheme we know.
	net.Dial("tcp", "myproto://h:1")
}
