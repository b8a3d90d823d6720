package influxdb

import (
	"flag"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
)

func runBackup(args ...string) (string, error) {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	host := fs.String("host", "", "")
	fs.String("database", "", "")
	if err := fs.Parse(args); err != nil {
		return "", err
	}
	conn, err := net.Dial("tcp", *host)
	if err != nil {
		return "", err
	}
	return *host, conn.Close()
}

func TestServer_BackupAndRestore(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	defer ts.Close()

	_, port, err := net.SplitHostPort(ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/influxdata/influxdb/tests/backup_restore_test.go:128 (hostjoin: the address is built with net.JoinHostPort from the constant localhost and is a dial address, not a URI; uniform sample of 31 of 94.)
	hostAddress := net.JoinHostPort("localhost", port) // lookalike
	if _, err := runBackup("-host", hostAddress, "-database", "mydb"); err != nil {
		t.Fatalf("error backing up: %s, hostAddress: %s", err, hostAddress)
	}
}
