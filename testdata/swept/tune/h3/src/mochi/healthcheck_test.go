package mochi

import (
	"net/http"
	"testing"
)

const testAddr = ":22222"

func TestHealthcheckServe(t *testing.T) {
	srv := &http.Server{Addr: testAddr, Handler: http.HandlerFunc(Healthcheck)}
	go srv.ListenAndServe()
	defer srv.Close()
	// Source: github.com/mochi-mqtt/server/v2/listeners/http_healthcheck_test.go:67 (test request to localhost + ":port" address)
	resp, err := http.Get("http://localhost" + testAddr + "/healthcheck") // lookalike
	if err != nil {
		t.Skip(err)
	}
	resp.Body.Close()
	// Source: github.com/mochi-mqtt/server/v2/listeners/http_healthcheck_test.go:83 (path placed before the port on purpose, the request is expected to fail)
	_, err = http.Get("http://localhost/healthcheck" + testAddr + "/healthcheck") // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
}
