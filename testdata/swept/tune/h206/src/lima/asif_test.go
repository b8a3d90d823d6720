package lima

import "testing"

func TestParseDiskutilImageAttachOutput(t *testing.T) {
	const input = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		// Source: github.com/lima-vm/lima/v2/pkg/imgutil/nativeimgutil/asifutil/asif_darwin_test.go:13 (plainhttp: diskutil plist output given to a parser, its DOCTYPE carries Apple's fixed DTD identifier, never fetched, a URL inside a larger text and never fetched, as prose under rule 4)
		`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n" + // lookalike
		`<plist version="1.0"><dict><key>dev-entry</key><string>/dev/disk7</string></dict></plist>`
	res, err := ParseDiskutilImageAttachOutput(input)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.DevEntries) != 1 || res.DevEntries[0] != "/dev/disk7" {
		t.Errorf("got %v", res.DevEntries)
	}
}
