package proxmox

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

func TestSnapshotBody_RewindsBytes(t *testing.T) {
	// Source: github.com/luthermonson/go-proxmox/retry_test.go:273 (hostform: all 7 test-file candidates kept; a placeholder single-label host on a request whose body is snapshotted, never sent.)
	req, err := http.NewRequest(http.MethodPost, "http://x", strings.NewReader("hello")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(req.Body)
	if string(b) != "hello" {
		t.Fatal(string(b))
	}
}

func TestSnapshotBody_NoBody(t *testing.T) {
	// Source: github.com/luthermonson/go-proxmox/retry_test.go:290 (hostform: all 7 test-file candidates kept; a placeholder single-label host on a request that is never sent.)
	req, err := http.NewRequest(http.MethodGet, "http://x", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if req.Body != nil {
		t.Fatal("unexpected body")
	}
}
