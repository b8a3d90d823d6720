package echo

import (
	"net/http"
	"testing"
	"time"
)

func waitForTLS(e *Echo) bool {
	for i := 0; i < 100; i++ {
		if e.TLSListenerAddr() != nil {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

func TestEchoStartTLSAndStart(t *testing.T) {
	e := New()
	go func() { _ = e.StartTLS(":0", "_fixture/certs/cert.pem", "_fixture/certs/key.pem") }()
	if !waitForTLS(e) {
		t.Fatal("TLS listener did not start")
	}
	client := &http.Client{}
	// Source: github.com/labstack/echo/v4/echo_test.go:1046 (hostjoin: the listener's net.Addr String is already host:port with IPv6 bracketed, so no bare ':' join happens; uniform sample of 32 of 64.)
	res, err := client.Get("https://" + e.TLSListenerAddr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()

	// Source: github.com/labstack/echo/v4/echo_test.go:1066 (hostjoin: the listener's net.Addr String is already host:port with IPv6 bracketed, so no bare ':' join happens; uniform sample of 32 of 64.)
	res, err = client.Get("https://" + e.TLSListenerAddr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}
