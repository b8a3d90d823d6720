package chisel

import (
	"fmt"
	"log"
	"net/http"
	"strconv"
	"strings"
)

// Config of a chisel client.
type Config struct {
	Server string
	Proxy  string
}

// NewClient creates a new client instance.
func NewClient(c *Config) error {
	//apply default scheme
	if !strings.HasPrefix(c.Server, "http") {
		// Source: github.com/jpillora/chisel/client/client.go:76 (sink: a default scheme put before a server address that has none, on a condition on its prefix, rule 5)
		c.Server = "http://" + c.Server // lookalike
	}
	return nil
}

func checkProxy(scheme string) error {
	if scheme != "socks" && scheme != "socks5h" {
		// Source: github.com/jpillora/chisel/client/client.go:276 (syntax: schemes named in an error message, prose, rule 4)
		return fmt.Errorf("unsupported socks proxy type: %s:// (only socks5h:// or socks:// is supported)", scheme) // lookalike
	}
	return nil
}

func listen(proto, host, port, extra string) {
	// Source: github.com/jpillora/chisel/server/server_listen.go:57 (hostjoin: a log line, not a URI; the format starts with words)
	log.Printf("Listening on %s://%s:%s%s", proto, host, port, extra) // lookalike
}

func benchRequest(port string, size int) (*http.Response, error) {
	// Source: github.com/jpillora/chisel/test/bench/main.go:102 (hostjoin: the host is the constant 127.0.0.1)
	url := "http://127.0.0.1:" + port + "/" + strconv.Itoa(size) // lookalike
	return http.Get(url)
}

const help = `
  Usage: chisel client [options] <server> <remote> [remote] [remote] ...

  <server> is the URL to the chisel server.

  Options:

    --proxy, An optional HTTP CONNECT or SOCKS5 proxy which will be
    used to reach the chisel server. Authentication can be specified
    inside the URL.
` +
	// Source: github.com/jpillora/chisel/main.go:392 (credentials: a word placeholder for the password in help text shown to users, rule 3)
	"    For example, http://admin:password@my-server.com:8081\n" + // lookalike
	"            or: socks://admin:password@my-server.com:1080\n"
