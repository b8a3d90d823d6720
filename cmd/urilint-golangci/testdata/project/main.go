package main

import "net/http"

func main() {
	http.Get("HTTP://example.com/")
	http.Get("http://Example.com/")    // hostcase is disabled in .golangci.yml
	http.Get("http://example.com:80/") //nolint:urilint // silenced for golangci-lint
	http.Get("https://user:hunter2@example.com/")
	http.Get("HTTPS://example.com:443/")
}
