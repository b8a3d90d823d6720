package scs

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

type mockService struct {
	httpAddr   string
	httpServer *httptest.Server
	baseURI    string
}

func (m *mockService) Run() {
	m.httpServer = httptest.NewServer(http.NotFoundHandler())
	m.httpAddr = m.httpServer.Listener.Addr().String()
	// Source: github.com/sylabs/scs-library-client/client/api_test.go:177 (hostjoin: the listener address is already a host:port string, bracketed when IPv6; stratified sample of 19 look-alikes out of 87 swept candidates)
	m.baseURI = "http://" + m.httpAddr // lookalike
}

func (m *mockService) Stop() {
	m.httpServer.Close()
}

func TestMockServiceRun(t *testing.T) {
	m := &mockService{}
	m.Run()
	defer m.Stop()
	if _, err := NewClient(m.baseURI); err != nil {
		t.Fatal(err)
	}
}
