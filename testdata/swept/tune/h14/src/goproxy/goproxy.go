package goproxy

import (
	"fmt"
	"log"
	"net/url"
	"strings"
)

// APP_VERSION is the version shown in the banner.
const APP_VERSION = "3.0"

func banner() {
	// Source: github.com/snail007/goproxy/config.go:130 (syntax: a blog URL in a banner printed to users, prose with a newline after it, rule 4)
	fmt.Printf(`proxy v%s`+" by snail , blog : http://www.host900.com/\n\n", APP_VERSION) // lookalike
}

// Checker checks blocked domains.
type Checker struct {
	blocked map[string]bool
}

func (c *Checker) domainIsInMap(address string, blockedMap bool) bool {
	// Source: github.com/snail007/goproxy/utils/structs.go:134 (hostjoin: the address is a CONNECT or request target, host:port already, parsed to get its host)
	u, err := url.Parse("http://" + address) // lookalike
	if err != nil {
		log.Printf("blocked check , url parse err:%s", err)
		return true
	}
	return c.blocked[u.Hostname()] == blockedMap
}

// HTTPRequest is a request read from a client.
type HTTPRequest struct {
	hostOrURL string
	headers   map[string]string
}

func (req *HTTPRequest) getHeader(key string) (string, error) {
	v, ok := req.headers[strings.ToUpper(key)]
	if !ok {
		return "", fmt.Errorf("header %s not found", key)
	}
	return v, nil
}

func (req *HTTPRequest) getHTTPURL() (URL string, err error) {
	if !strings.HasPrefix(req.hostOrURL, "/") {
		return req.hostOrURL, nil
	}
	_host, err := req.getHeader("host")
	if err != nil {
		return
	}
	// Source: github.com/snail007/goproxy/utils/structs.go:348 (hostjoin: the Host header of the request, host:port already, before an origin-form path)
	URL = fmt.Sprintf("http://%s%s", _host, req.hostOrURL) // lookalike
	return
}
