// Package dotfiles mirrors a setup script that downloads a tarball.
package dotfiles

import (
	"net/http"
	"os"
	"path/filepath"
)

// GitHubRepository names the repository to download.
const GitHubRepository = "someone/dotfiles"

func downloadDotfiles(dir, tarballURL string) error {
	res, err := http.Get(tarballURL)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	return os.MkdirAll(dir, 0o755)
}

// Source: github.com/shunk031/dotfiles/install/cmd/main.go:63 (filepath.Join of a literal https URL, a repository name and "tarball/master", then downloaded)
func Install() error {
	var (
		DotfilesDirectory  = filepath.Join(os.Getenv("HOME"), ".dotfiles")
		DotfilesTarballURL = filepath.Join("https://code.example.com", GitHubRepository, "tarball/master") // defect pathjoin
	)
	return downloadDotfiles(DotfilesDirectory, DotfilesTarballURL)
}
