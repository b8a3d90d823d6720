package ntf

import (
	"context"
	"crypto/tls"
	"fmt"
	"testing"

	"github.com/nats-io/nats.go"
)

// Source: github.com/synadia-io/orbit.go/ntf-client/client_test.go:274 (hostjoin: addr is the Hostname() of the NATS_TESTER_URL environment value, a host from outside the test that may be IPv6, joined with a bare ':' and dialled.)
func wsConnect(t *testing.T, addr string, srv *ManagedServer) {
	t.Helper()
	wsPort := srv.Ports["websocket"]
	wsURL := fmt.Sprintf("ws://%s:%d", addr, wsPort) // defect hostjoin
	nc, err := nats.Connect(wsURL)
	if err != nil {
		t.Fatalf("ws connect %s: %v", wsURL, err)
	}
	defer nc.Close()
}

func TestWebSocketCluster(t *testing.T) {
	m, err := Connect(context.Background(), testServerURL())
	if err != nil {
		t.Fatal(err)
	}
	servers := m.create([]*ManagedServer{{Name: "n1", Ports: map[string]int{"websocket": 1}}})
	for _, srv := range servers {
		wsConnect(t, m.address, srv)
	}
}

func TestFullTemplateOverride(t *testing.T) {
	// Source: github.com/synadia-io/orbit.go/ntf-client/client_test.go:378 (syntax: a server config template whose routes line renders each route address after the scheme; config text with template actions, not a URI given to a sink.)
	const tmpl = "\nserver_name: {{ .ServerName }}\nport: {{ .ClientPort }}\ncluster {\n    name: {{ .ClusterName }}\n    port: {{ .ClusterPort }}\n    routes: [\n{{ range .Routes }}        nats://{{ . }}\n{{ end }}    ]\n}\n" // lookalike
	opt := WithTemplate(tmpl)
	if opt.template == "" {
		t.Fatal("empty template")
	}
}

func TestGeneratedTLS_WebSocket(t *testing.T) {
	cfg := &tls.Config{}
	for _, wsPort := range []int{1, 2} {
		// Source: github.com/synadia-io/orbit.go/ntf-client/client_test.go:861 (hostjoin: testServerHost() is the Hostname() of the NATS_TESTER_URL environment value, may be IPv6, joined with a bare ':' and dialled over wss.)
		url := fmt.Sprintf("wss://%s:%d", testServerHost(), wsPort) // defect hostjoin
		nc, err := nats.Connect(url, nats.Secure(cfg))
		if err != nil {
			t.Fatalf("wss connect to %s failed: %v", url, err)
		}
		nc.Close()
	}
}
