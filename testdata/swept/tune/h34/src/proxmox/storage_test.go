package proxmox

import (
	"context"
	"testing"
)

func TestStorage_DownloadURL_InvalidContent(t *testing.T) {
	storage := &Storage{client: mockClient(), Node: "node1", Name: "local"}
	// Source: github.com/luthermonson/go-proxmox/storage_test.go:593 (hostform: all 7 test-file candidates kept; the test expects an error for the bogus content type, so the short URL is a deliberate fixture.)
	_, err := storage.DownloadURL(context.Background(), "bogus", "x", "https://e/x") // lookalike
	if err == nil {
		t.Fatal("expected error")
	}
}
