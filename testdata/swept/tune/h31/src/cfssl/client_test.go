package cfssl

import (
	"strings"
	"testing"
)

func TestNewServer(t *testing.T) {
	// Source: github.com/cloudflare/cfssl/api/client/client_test.go:42 (plainhttp: input of NewServer's address normaliser, compared with Hosts() and never connected to, rule 2c; read around the candidates)
	addr := "http://1.1.1.1:9999" // lookalike
	s := NewServer(addr)
	hosts := s.Hosts()
	if len(hosts) != 1 || hosts[0] != addr {
		// Source: github.com/cloudflare/cfssl/api/client/client_test.go:45 (syntax: a failure message with the URL among words, rule 4)
		t.Fatalf("expected [http://1.1.1.1:9999], but have %v", hosts) // lookalike
	}
}

func TestInvalidPort(t *testing.T) {
	// Source: github.com/cloudflare/cfssl/api/client/client_test.go:55 (port: TestInvalidPort expects NewServer to refuse the port, rules 2a and 2b; read around the candidates)
	s := NewServer("1.1.1.1:99999999999999999999999999999") // lookalike
	if s != nil {
		t.Fatalf("%v", s)
	}
}

func TestNewMutualTLSServer(t *testing.T) {
	// Source: github.com/cloudflare/cfssl/api/client/client_test.go:92 (hostform: the test expects Sign to fail against the unknown single-label host "nohost", rule 2a)
	s := NewServerTLS("https://nohost:8888", nil) // lookalike
	if s == nil {
		t.Fatalf("fatal error, empty server")
	}
	_, err := s.Sign([]byte{5, 5, 5, 5})
	if err == nil {
		t.Fatalf("expected error with sign function")
	}
	if !strings.Contains(err.Error(), "nohost") {
		t.Fatalf("no error message %v", err)
	}
}

func TestNewServerGroup(t *testing.T) {
	// Source: github.com/cloudflare/cfssl/api/client/client_test.go:106 (sink: a comma-separated list given to NewServer, which splits it and gives each bare host:port the scheme, rule 2c)
	s := NewServer("cfssl1.local:8888, cfssl2.local:8888, http://cfssl3.local:8888, http://cfssl4.local:8888") // lookalike
	ogl, ok := s.(*orderedListGroup)
	if !ok {
		t.Fatalf("expected NewServer to return an ordered group list, instead got a %T", s)
	}
	if len(ogl.remotes) != 4 {
		t.Fatalf("expected the remote to have four servers, but it has %d", len(ogl.remotes))
	}
}
