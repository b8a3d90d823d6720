package frp

import (
	"net/http"
	"net/url"
	"strconv"
)

// Source: github.com/fatedier/frp/test/e2e/v1/plugin/client.go:116 (the e2e request goes through the http_proxy plugin with the user and password the test configured, concatenated before the port)
func proxyClient(remotePort int) (*http.Client, error) {
	proxyURL, err := url.Parse("http://abc:123@127.0.0.1:" + strconv.Itoa(remotePort)) // defect credentials
	if err != nil {
		return nil, err
	}
	return &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(proxyURL)}}, nil
}

func Get(remotePort int, target string) (*http.Response, error) {
	c, err := proxyClient(remotePort)
	if err != nil {
		return nil, err
	}
	return c.Get(target)
}
