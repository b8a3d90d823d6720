package rocketmq

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"testing"
)

func startNameServer(t *testing.T, body string) int {
	listener, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { listener.Close() })
	go http.Serve(listener, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, body)
	}))
	return listener.Addr().(*net.TCPAddr).Port
}

func TestUpdateNameServerAddress(t *testing.T) {
	port := startNameServer(t, "a;b")
	// Source: github.com/apache/rocketmq-client-go/v2/internal/namesrv_test.go:94 (hostjoin: the host is the test's own constant loopback address, no IPv6 literal.)
	nameServerDommain := fmt.Sprintf("http://127.0.0.1:%d/nameserver/addrs", port) // lookalike
	ns := &namesrvs{resolver: NewHttpResolver("DEFAULT", nameServerDommain)}
	ns.UpdateNameServerAddress()
	if got := ns.getNameServerAddress(); got != "a" {
		t.Errorf("got %q", got)
	}
}

func TestHttpResolverWithGet(t *testing.T) {
	port := startNameServer(t, "a;b")
	// Source: github.com/apache/rocketmq-client-go/v2/primitive/nsresolver_test.go:69 (hostjoin: the host is the test's own constant loopback address joined with the listener's port.)
	nameServerDommain := fmt.Sprintf("http://127.0.0.1:%d/nameserver/addrs2", port) // lookalike
	resolver := NewHttpResolver("DEFAULT", nameServerDommain)
	if len(resolver.Resolve()) != 2 {
		t.Error("want two nameservers")
	}
}

func TestHttpResolverWithGetUnitName(t *testing.T) {
	port := startNameServer(t, "a;b")
	// Source: github.com/apache/rocketmq-client-go/v2/primitive/nsresolver_test.go:105 (hostjoin: the host is the test's own constant loopback address joined with the listener's port.)
	nameServerDommain := fmt.Sprintf("http://127.0.0.1:%d/nameserver/addrs3", port) // lookalike
	resolver := NewHttpResolver("DEFAULT", nameServerDommain)
	resolver.DomainWithUnit("unsh")
	if len(resolver.Resolve()) != 2 {
		t.Error("want two nameservers")
	}
}

func TestHttpResolverWithSnapshotFile(t *testing.T) {
	// Source: github.com/apache/rocketmq-client-go/v2/primitive/nsresolver_test.go:132 (port: the http URL the resolver fetches writes out the default port 80, and a target meant to fail does not make that deliberate.)
	resolver := NewHttpResolver("DEFAULT", "http://127.0.0.1:80/error/nsaddrs") // defect port form
	os.Setenv("NAMESRV_ADDR", "")
	resolver.snapshot = []string{"a", "b"}
	if len(resolver.Resolve()) != 2 {
		t.Error("want the snapshot")
	}
}

func TestHttpResolverWithSnapshotFileOnce(t *testing.T) {
	// Source: github.com/apache/rocketmq-client-go/v2/primitive/nsresolver_test.go:156 (port: the resolver's http URL writes out the default port 80, and a target meant to fail does not make that deliberate.)
	resolver := NewHttpResolver("DEFAULT", "http://127.0.0.1:80/error/nsaddrs") // defect port form
	os.Setenv("NAMESRV_ADDR", "")
	resolver.snapshot = []string{"a", "b"}
	addrs1 := resolver.Resolve()
	resolver.snapshot = []string{"c"}
	if len(addrs1) != 2 {
		t.Error("want the first snapshot")
	}
}
