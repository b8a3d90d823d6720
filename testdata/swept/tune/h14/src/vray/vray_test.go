package vray

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"strconv"
	"testing"
)

type port int

func (p port) String() string { return strconv.Itoa(int(p)) }

func TestHTTPConformance(t *testing.T) {
	serverPort := port(18080)
	client := &http.Client{
		Transport: &http.Transport{
			Proxy: func(req *http.Request) (*url.URL, error) {
				// Source: github.com/v2fly/v2ray-core/testing/scenarios/http_test.go:62 (hostjoin: the proxy's host is the constant 127.0.0.1, rule 3)
				return url.Parse("http://127.0.0.1:" + serverPort.String()) // lookalike
			},
		},
	}
	_ = client
}

func TestHTTPConnectMethod(t *testing.T) {
	dest := Destination{Address: "127.0.0.1", Port: 18081, Network: "tcp"}
	payload := make([]byte, 1024)
	ctx := context.Background()
	// Source: github.com/v2fly/v2ray-core/testing/scenarios/http_test.go:186 (port: the target of a CONNECT request, host:port as CONNECT requires, rule 5)
	req, err := http.NewRequestWithContext(ctx, "Connect", "http://"+dest.NetAddr()+"/", bytes.NewReader(payload)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestDoHLocalNameServer(t *testing.T) {
	// Source: github.com/v2fly/v2ray-core/app/dns/nameserver_doh_test.go:18 (schemecase: "https+local" is a lowercase scheme of v2ray's own, with '+' allowed by RFC 3986 §3.1)
	u, err := url.Parse("https+local://1.1.1.1/dns-query") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = u
}
