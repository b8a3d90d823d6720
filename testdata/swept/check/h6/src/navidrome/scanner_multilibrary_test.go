package navidrome

import "testing"

func TestScannerMultiLibrary(t *testing.T) {
	old := *Server
	t.Cleanup(func() { *Server = old })

	// Use a distinct schema for the default library
	// Source: github.com/navidrome/navidrome/scanner/scanner_multilibrary_test.go:55 (hostform: an empty authority in a scheme the test registers for a fake storage, its comment says a distinct schema on purpose; the scheme names no network host)
	Server.MusicFolder = "default:///music" // lookalike
	if Server.MusicFolder == "" {
		t.Fatal("no music folder")
	}
}
