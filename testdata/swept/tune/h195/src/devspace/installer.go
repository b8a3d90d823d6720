package devspace

import (
	"io"
	"net/http"
	"os"
	"strings"
)

type installer struct{}

// DownloadBinary downloads the plugin binary from a URL or a git repository.
func (i *installer) DownloadBinary(metadataPath, version, binaryPath, outFile string) error {
	// Source: github.com/loft-sh/devspace/pkg/devspace/plugin/installer.go:38 (sink: the bare scheme prefixes are only compared with HasPrefix, no URI use)
	if strings.HasPrefix(binaryPath, "http://") || strings.HasPrefix(binaryPath, "https://") { // lookalike
		return i.downloadTo(binaryPath, outFile)
	}
	return nil
}

func (i *installer) downloadTo(binaryPath, outFile string) error {
	resp, err := http.Get(binaryPath)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	out, err := os.Create(outFile)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, resp.Body)
	return err
}

// isRemoteHTTPYAML checks if the source is a http/https url and a yaml
func isRemoteHTTPYAML(source string) bool {
	// Source: github.com/loft-sh/devspace/pkg/devspace/plugin/installer.go:155 (sink: the bare scheme prefixes are only compared with HasPrefix, no URI use)
	if strings.HasPrefix(source, "http://") || strings.HasPrefix(source, "https://") { // lookalike
		if strings.HasSuffix(source, ".yaml") {
			return true
		}
	}
	return false
}
