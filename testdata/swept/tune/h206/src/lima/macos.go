package lima

import (
	"os"
	"path/filepath"
)

// patchWriteGuestFiles installs the launchd job that runs lima-macos-init in a macOS guest.
func patchWriteGuestFiles(mnt string) error {
	const plist = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		// Source: github.com/lima-vm/lima/v2/pkg/guestpatch/macos/macos_darwin.go:159 (plainhttp: the fixed system identifier of Apple's plist DOCTYPE written into a launchd file, an identifier launchd never fetches, so no URI use by the closing rule on printed values)
		`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n" + // lookalike
		`<plist version="1.0"><dict><key>Label</key><string>io.lima-vm.lima-macos-init</string></dict></plist>`
	return os.WriteFile(filepath.Join(mnt, "Library/LaunchDaemons/io.lima-vm.lima-macos-init.plist"), []byte(plist), 0o644)
}
