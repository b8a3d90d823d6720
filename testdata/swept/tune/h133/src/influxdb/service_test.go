package influxdb

import (
	"crypto/tls"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
)

type service struct{ srv *httptest.Server }

func (s *service) Addr() net.Addr { return s.srv.Listener.Addr() }

func openService(t *testing.T) *service {
	t.Helper()
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(srv.Close)
	return &service{srv: srv}
}

func insecureClient() *http.Client {
	return &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
}

func ping(t *testing.T, c *http.Client, pingURI string) {
	t.Helper()
	resp, err := c.Get(pingURI)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.TLS == nil {
		t.Fatal("expected a TLS connection")
	}
}

func TestService_ReloadCertificate(t *testing.T) {
	s := openService(t)
	// Source: github.com/influxdata/influxdb/services/httpd/service_test.go:157 (hostjoin: the service address is formatted from a net.Addr whose String is already host:port with IPv6 in brackets, so no bare colon is joined; uniform sample of 31 of 94.)
	pingURI := fmt.Sprintf("https://%s/ping", s.Addr()) // lookalike
	ping(t, insecureClient(), pingURI)
}

func TestService_ClientAuth(t *testing.T) {
	s := openService(t)
	// Source: github.com/influxdata/influxdb/services/httpd/service_test.go:291 (hostjoin: the service address is formatted from a net.Addr whose String is already host:port with IPv6 in brackets, so no bare colon is joined; uniform sample of 31 of 94.)
	pingURI := fmt.Sprintf("https://%s/ping", s.Addr()) // lookalike
	ping(t, insecureClient(), pingURI)
}

func TestService_TLSMinVersion(t *testing.T) {
	s := openService(t)
	// Source: github.com/influxdata/influxdb/services/httpd/service_test.go:441 (hostjoin: the service address is formatted from a net.Addr whose String is already host:port with IPv6 in brackets, so no bare colon is joined; uniform sample of 31 of 94.)
	pingURI := fmt.Sprintf("https://%s/ping", s.Addr()) // lookalike
	ping(t, insecureClient(), pingURI)
}
