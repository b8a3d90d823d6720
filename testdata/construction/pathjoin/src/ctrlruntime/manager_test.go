package ctrlruntime

import (
	"fmt"
	"net"
	"net/http"
	"path"
	"testing"
)

const defaultReadinessEndpoint = "/readyz"

// Source: sigs.k8s.io/controller-runtime/pkg/manager/manager_test.go:1556 (path.Join of two plain paths, concatenated after "http://" and the listener address)
func TestReadinessNamedCheck(t *testing.T) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip(err)
	}
	defer listener.Close()
	go http.Serve(listener, http.NotFoundHandler())
	namedCheck := "check"
	readinessEndpoint := fmt.Sprint("http://", listener.Addr().String(), path.Join(defaultReadinessEndpoint, namedCheck)) // lookalike
	resp, err := http.Get(readinessEndpoint)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
