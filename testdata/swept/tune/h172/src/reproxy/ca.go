package reproxy

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// ACMEServer is a test implementation of the ACME protocol.
type ACMEServer struct {
	t         *testing.T
	cl        *http.Client
	modifyReq func(*http.Request)
}

// requires the server to be locked
func (s *ACMEServer) verifyHTTP01Challenge(w http.ResponseWriter, token, domain string) {
	// Source: github.com/umputun/reproxy/app/proxy/acmetest/ca.go:487 (plainhttp: the template rule and RFC 8555, the HTTP-01 challenge is defined on plain http to /.well-known/acme-challenge/TOKEN of the domain, and the test server rewrites the host to its local listener)
	url := fmt.Sprintf("http://%s/.well-known/acme-challenge/%s", domain, token) // lookalike
	req, err := http.NewRequest(http.MethodGet, url, http.NoBody)
	require.NoError(s.t, err)

	s.modifyReq(req)
	resp, err := s.cl.Do(req)
	if err != nil {
		s.t.Logf("[acmetest] HTTP-01 challenge request failed: %v", err)
		return
	}
	defer resp.Body.Close()

	body, err := io.ReadAll(resp.Body)
	require.NoError(s.t, err)
	if !strings.HasPrefix(string(body), token+".") {
		s.t.Errorf("response is not prefixed with token plus dot")
	}
	w.WriteHeader(http.StatusOK)
}

// Option modifies the ACMEServer.
type Option func(*ACMEServer)

// ModifyRequest sets a function that modifies challenge requests before they are sent.
func ModifyRequest(fn func(r *http.Request)) Option {
	return func(s *ACMEServer) { s.modifyReq = fn }
}

// NewACMEServer creates a new ACMEServer.
func NewACMEServer(t *testing.T, opts ...Option) *ACMEServer {
	s := &ACMEServer{t: t, cl: &http.Client{}, modifyReq: func(*http.Request) {}}
	for _, o := range opts {
		o(s)
	}
	return s
}
