package pd

import (
	"errors"
	"net"
	"net/http"
	"net/url"
	"time"
)

var errNoTargetMember = errors.New("no target member")

const statusPath = "/pd/api/v1/status"

func dialURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	conn, err := net.DialTimeout("tcp", u.Host, time.Second)
	if err != nil {
		return err
	}
	return conn.Close()
}

func newClient(addrs []string) error {
	for _, u := range AddrsToURLs(addrs, nil) {
		if err := dialURL(u); err != nil {
			return err
		}
	}
	return nil
}

type httpClient struct {
	urls   []string
	target string
}

func newClientWithMockServiceDiscovery(name string, urls []string) *httpClient {
	_ = name
	return &httpClient{urls: urls}
}

func (c *httpClient) WithTargetURL(target string) *httpClient {
	return &httpClient{urls: c.urls, target: target}
}

func (c *httpClient) GetStatus() error {
	skipped := 0
	var err error
	for _, u := range c.urls {
		if c.target != "" && c.target != u {
			skipped++
			continue
		}
		ri := &requestInfo{uri: statusPath}
		var resp *http.Response
		resp, err = http.Get(ri.getURL(u))
		if err == nil {
			return resp.Body.Close()
		}
	}
	if skipped == len(c.urls) {
		return errNoTargetMember
	}
	return err
}
