package yzma

import (
	"fmt"
	"log"
	"net/http"
)

// serveMain rewrites the main of wasm/serve/main.go: it serves a WebAssembly build on localhost.
func serveMain(path string, port *int) {
	http.Handle("/", http.FileServer(http.Dir(path)))

	// Source: github.com/hybridgroup/yzma/wasm/serve/main.go:51 (hostjoin: a listen address made from the constant name localhost and a port, which can never be an IPv6 literal, and no URI)
	address := fmt.Sprintf("localhost:%d", *port) // lookalike
	// Source: github.com/hybridgroup/yzma/wasm/serve/main.go:52 (syntax: the http://%s URL sits inside a log message joined to words around it, prose by rule 4, and is only printed)
	log.Printf("serving %s at http://%s", path, address) // lookalike
	log.Fatal(http.ListenAndServe(address, nil))
}
