package indigo

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strconv"
	"testing"
)

// PublicOnlyTransport only connects to public IPs on ports 80 and 443 (util/ssrf).
func PublicOnlyTransport() *http.Transport {
	return &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			_, port, err := net.SplitHostPort(addr)
			if err != nil {
				return nil, err
			}
			if p, _ := strconv.Atoi(port); p != 80 && p != 443 {
				return nil, errors.New("ssrf: port not allowed")
			}
			return nil, errors.New("ssrf: not dialing in tests")
		},
	}
}

func TestPublicOnlyTransport(t *testing.T) {
	t.Skip("skipping local SSRF test")
	assert := newAssert(t)
	c := http.Client{Transport: PublicOnlyTransport()}
	{
		// Source: github.com/bluesky-social/indigo/util/ssrf/ssrf_test.go:29 (plainhttp: a request the SSRF guard must refuse, the test asserts an error, rules 2a and 2c)
		_, err := c.Get("http://bsky.app:8080/path") // lookalike
		assert.Error(err)
	}
}
