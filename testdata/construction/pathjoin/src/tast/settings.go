package tast

import (
	"path/filepath"
	"strings"
)

// ConnectedDevicesSettingsURL is a settings page relative to the settings app.
const ConnectedDevicesSettingsURL = "multidevice/features"

const smartLockSettingsURL = "smartLock"

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/local/chrome/crossdevice/smartlock/smartlock_ui.go:33 (filepath.Join of two relative settings page names, no scheme)
func smartLockPage() string {
	return filepath.Join(ConnectedDevicesSettingsURL, smartLockSettingsURL) // lookalike
}

const gsPrefix = "gs://"

const imageBin = "image.bin"

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/remote/firmware/ti50/fixture/image.go:154 (the "gs://" prefix cut off, the rest joined with filepath.Join, and the prefix put back)
func imageURL(inputURL, imageType string) string {
	fullURL := inputURL
	if strings.HasPrefix(inputURL, gsPrefix) && !strings.HasSuffix(fullURL, ".bin") {
		subDir := imageType + ".tar.bz2"
		fullURL = gsPrefix + filepath.Join(inputURL[len(gsPrefix):], subDir, imageBin) // lookalike
	}
	return fullURL
}
