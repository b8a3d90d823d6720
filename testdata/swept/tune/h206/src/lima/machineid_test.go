package lima

import (
	"strings"
	"testing"
)

func TestParseIOPlatformUUIDFromIOPlatformExpertDevice(t *testing.T) {
	ioPlatformExpertDevice := "\n" + `<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		// Source: github.com/lima-vm/lima/v2/pkg/osutil/machineid_test.go:18 (plainhttp: ioreg plist output given to a parser, its DOCTYPE carries Apple's fixed DTD identifier, never fetched, a URL inside a larger text and never fetched, as prose under rule 4)
		`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n" + // lookalike
		`<plist version="1.0"><dict><key>IOPlatformUUID</key><string>1A008DA1-06E0-49AB-8EC9-88E9C85F67FB</string></dict></plist>` + "\n"
	got, err := parseIOPlatformUUIDFromIOPlatformExpertDevice(strings.NewReader(ioPlatformExpertDevice))
	if err != nil {
		t.Fatal(err)
	}
	if got != "1A008DA1-06E0-49AB-8EC9-88E9C85F67FB" {
		t.Errorf("got %q", got)
	}
}
