package litefs

import (
	"net/url"
	"testing"
)

func TestFileBackupClient_URL(t *testing.T) {
	c := NewFileBackupClient("/path/to/data")
	// Source: github.com/superfly/litefs/backup_client_test.go:17 (hostform: the expected file URL has the empty host that is normal for a local path)
	if got, want := c.URL(), `file:///path/to/data`; got != want { // lookalike
		t.Fatalf("URL=%s, want %s", got, want)
	}
}

func TestBackupClient_URL(t *testing.T) {
	// Source: github.com/superfly/litefs/lfsc/backup_client_test.go:25 (plainhttp: plain http to a localhost endpoint in a test)
	if got, want := NewBackupClient(url.URL{Scheme: "http", Host: "localhost:1234"}).URL(), `http://localhost:1234`; got != want { // lookalike
		t.Fatalf("URL=%s, want %s", got, want)
	}
}

func TestStaticLeaser(t *testing.T) {
	// Source: github.com/superfly/litefs/lease_test.go:12 (plainhttp: plain http to a localhost advertise URL in a test)
	if got, want := NewStaticLeaser(true, "localhost", "http://localhost:20202").AdvertiseURL(), "http://localhost:20202"; got != want { // lookalike
		t.Fatalf("AdvertiseURL=%s, want %s", got, want)
	}
}
