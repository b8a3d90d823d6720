// Package krew holds cases rewritten from sigs.k8s.io/krew.
package krew

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
)

func checkMigrated(isMigrated bool) {
	if !isMigrated {
		// Source: sigs.k8s.io/krew/cmd/krew/cmd/root.go:147 (syntax: migration instructions printed to the user, the links are prose joined to words and line breaks)
		fmt.Fprintln(os.Stderr, "This version of Krew is not supported anymore. Please manually migrate:\n1. Uninstall Krew: https://krew.sigs.k8s.io/docs/user-guide/setup/uninstall/\n2. Install latest Krew: https://krew.sigs.k8s.io/docs/user-guide/setup/install/\n3. Install the plugins you used") // lookalike
	}
}

func readPluginFromURL(url string) ([]byte, error) {
	resp, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("unexpected status code %d", resp.StatusCode)
	}
	return io.ReadAll(resp.Body)
}

var versionURL string

// FetchLatestTag fetches the latest release tag.
func FetchLatestTag() (string, error) {
	resp, err := http.Get(versionURL)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func indexAdd(name, uri string) error {
	return exec.Command("git", "clone", uri, name).Run()
}

// Source: sigs.k8s.io/krew/internal/testutil/plugin.go:33 (plainhttp: a documentation example host used as the platform URI of an in-memory test plugin that is never downloaded)
var defaultPlatformURI = "http://example.com/" // lookalike
