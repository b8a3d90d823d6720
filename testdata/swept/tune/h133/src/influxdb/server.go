package influxdb

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
)

func raftDBExists(dir string) error {
	raftFile := filepath.Join(dir, "raft.db")
	if _, err := os.Stat(raftFile); err == nil {
		// Source: github.com/influxdata/influxdb/cmd/influxd/run/server.go:820 (syntax: the URL sits inside the prose of an error message, joined to the words around it; uniform sample of 31 of 94.)
		return fmt.Errorf("detected %s. To proceed, you'll need to downgrade and export your metadata. For more assistance with the upgrade, see: https://docs.influxdata.com/influxdb/v0.12/administration/upgrading/", raftFile) // lookalike
	}
	return nil
}

// redactPassword hides the password parameter of a logged request.
func redactPassword(r *http.Request) {
	q := r.URL.Query()
	if p := q.Get("p"); p != "" {
		q.Set("p", "[REDACTED]")
		// Source: github.com/influxdata/influxdb/services/httpd/response_logger.go:73 (escaper: the query comes from url.Values.Encode, which escapes the redaction mask; uniform sample of 31 of 94.)
		r.URL.RawQuery = q.Encode() // lookalike
	}
}

// LocalServer is a test server helper.
type LocalServer struct {
	Listener net.Listener
}

// TcpAddr returns the listener address as a URL.
func (s *LocalServer) TcpAddr() string {
	// Source: github.com/influxdata/influxdb/tests/server_helpers.go:180 (hostjoin: the listener's net.Addr String is already host:port with IPv6 in brackets, so no ':' is joined here; uniform sample of 31 of 94.)
	return "tcp://" + s.Listener.Addr().String() // lookalike
}
