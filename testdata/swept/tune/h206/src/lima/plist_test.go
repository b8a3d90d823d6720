package lima

import (
	"encoding/xml"
	"testing"
)

func TestUnmarshalPlist(t *testing.T) {
	const input = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		// Source: github.com/lima-vm/lima/v2/pkg/plist/plist_test.go:23 (plainhttp: plist input to the unmarshaller under test, its DOCTYPE carries Apple's fixed DTD identifier, never fetched, a URL inside a larger text and never fetched, as prose under rule 4)
		`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n" + // lookalike
		`<plist version="1.0"><dict><key>strKey</key><string>strVal</string></dict></plist>`
	var p Plist
	if err := xml.Unmarshal([]byte(input), &p); err != nil {
		t.Fatal(err)
	}
	if len(p.Keys) != 1 || p.Keys[0] != "strKey" {
		t.Errorf("got %+v", p)
	}
}
