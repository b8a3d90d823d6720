package ferretdb

import (
	"strings"
	"testing"
)

func TestParseOSRelease(t *testing.T) {
	osReleaseFilesData := map[string]string{
		// Source: github.com/FerretDB/FerretDB/internal/handler/msg_hostinfo_test.go:29 (syntax: the contents of an os-release file fed to its parser, lines of text that hold URLs, not one URI.)
		"linuxMintOsRelease": "NAME=Linux Mint\nID=linuxmint\nHOME_URL=https://www.linuxmint.com/\nBUG_REPORT_URL=http://linuxmint-troubleshooting-guide.readthedocs.io/en/latest/\n", // lookalike
	}
	for name, data := range osReleaseFilesData {
		if !strings.HasPrefix(data, "NAME=") {
			t.Errorf("%s: no NAME line", name)
		}
	}
}
