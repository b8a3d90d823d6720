// Command cmdproxy is no example: its "<hostname>" is what it parses.
package main

import (
	"net/url"
)

func main() {
	proxyURL, _ := url.Parse("http://<hostname>:7000") // want `syntax: "http://<hostname>:7000" does not match`
	_ = proxyURL
}
