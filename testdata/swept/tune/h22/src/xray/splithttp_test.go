package xray

import (
	"net/http"
	"testing"

	"github.com/xtls/xray-core/common/net"
)

func Test_ListenXHAndDial_H2C(t *testing.T) {
	listenPort := pickPort(t)

	closeFn := serve(t, net.TCPDestination(net.LocalHostIP, listenPort), http.NotFoundHandler())
	defer closeFn()

	protocols := new(http.Protocols)
	protocols.SetUnencryptedHTTP2(true)
	client := http.Client{
		Transport: &http.Transport{
			Protocols: protocols,
		},
	}

	// Source: github.com/xtls/xray-core/transport/internet/splithttp/splithttp_test.go:212 (hostjoin: the host is xray's LocalHostIP, the IPv4 loopback constant the test listens on, no host from outside the test, rule 3)
	resp, err := client.Get("http://" + net.LocalHostIP.String() + ":" + listenPort.String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}

	if resp.StatusCode != 404 {
		t.Error("Expected 404 but got:", resp.StatusCode)
	}

	if resp.ProtoMajor != 2 {
		t.Error("Expected h2 but got:", resp.ProtoMajor)
	}
}
