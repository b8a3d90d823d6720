package xray

import (
	"io"
	"net/http"
	"net/url"
	"testing"

	"github.com/xtls/xray-core/common/net"
)

func TestHttpConformance(t *testing.T) {
	httpServerPort := pickPort(t)
	closeHTTP := serve(t, net.TCPDestination(net.LocalHostIP, httpServerPort), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "Home")
	}))
	defer closeHTTP()

	serverPort := pickPort(t)

	{
		transport := &http.Transport{
			Proxy: func(req *http.Request) (*url.URL, error) {
				return url.Parse("http://127.0.0.1:" + serverPort.String())
			},
		}

		client := &http.Client{
			Transport: transport,
		}

		// Source: github.com/xtls/xray-core/testing/scenarios/http_test.go:70 (hostjoin: the test writes the host "127.0.0.1" itself, only the picked port is joined, rule 3)
		resp, err := client.Get("http://127.0.0.1:" + httpServerPort.String()) // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode != 200 {
			t.Fatal("status: ", resp.StatusCode)
		}

		content, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		if string(content) != "Home" {
			t.Fatal("body: ", string(content))
		}
	}
}
