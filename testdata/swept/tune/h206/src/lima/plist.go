package lima

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// Plist is a stand-in for Lima's pkg/plist: the top <dict> of a property list.
type Plist struct {
	XMLName xml.Name `xml:"plist"`
	Keys    []string `xml:"dict>key"`
	Strings []string `xml:"dict>string"`
}

// TemplateFileBasedManager renders the launchd plist for autostart.
type TemplateFileBasedManager struct {
	template string
}

var Launchd = &TemplateFileBasedManager{template: `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key>
	<string>io.lima-vm.autostart.%s</string>
	<key>WorkingDirectory</key>
	<string>%s</string>
</dict>
</plist>
`}

var LaunchdDaemon = &TemplateFileBasedManager{template: `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key>
	<string>io.lima-vm.daemon.%s</string>
	<key>WorkingDirectory</key>
	<string>%s</string>
</dict>
</plist>
`}

func (m *TemplateFileBasedManager) renderTemplate(instName, workDir string) ([]byte, error) {
	return fmt.Appendf(nil, m.template, instName, workDir), nil
}

// AttachedDisk is a stand-in for asifutil.AttachedDisk.
type AttachedDisk struct {
	DevEntries []string
}

// ParseDiskutilImageAttachOutput parses the plist printed by `diskutil image attach -plist`.
func ParseDiskutilImageAttachOutput(s string) (*AttachedDisk, error) {
	var p Plist
	if err := xml.Unmarshal([]byte(s), &p); err != nil {
		return nil, err
	}
	return &AttachedDisk{DevEntries: p.Strings}, nil
}

// parseIOPlatformUUIDFromIOPlatformExpertDevice reads IOPlatformUUID from `ioreg -a` output.
func parseIOPlatformUUIDFromIOPlatformExpertDevice(r io.Reader) (string, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return "", err
	}
	_, rest, ok := strings.Cut(string(b), "<key>IOPlatformUUID</key>")
	if !ok {
		return "", fmt.Errorf("IOPlatformUUID not found")
	}
	_, rest, _ = strings.Cut(rest, "<string>")
	uuid, _, _ := strings.Cut(rest, "</string>")
	return uuid, nil
}
