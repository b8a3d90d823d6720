package mautrix

import (
	"fmt"
	"net"
	"path"
	"testing"
)

func TestClient_UnixSocket(t *testing.T) {
	socket := path.Join(t.TempDir(), "socket")
	l, err := net.Listen("unix", socket)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	as := &AppService{}
	// Source: maunium.net/go/mautrix/appservice/appservice_test.go:36 (hostform: unix:// followed by an absolute socket path has an empty authority, which is how the client takes a unix socket)
	if err := as.SetHomeserverURL(fmt.Sprintf("unix://%s", socket)); err != nil { // lookalike
		t.Fatal(err)
	}
}
