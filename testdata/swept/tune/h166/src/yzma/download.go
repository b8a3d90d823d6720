package yzma

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	getter "github.com/hashicorp/go-getter"
)

var (
	// currentVersionURL is the URL for fetching the current llama.cpp version.
	currentVersionURL = "https://hybridgroup.github.io/llama-cpp-builder/version.json"

	// nightlyPattern is the format of a llama.cpp nightly build tag, for example "b10620".
	nightlyPattern = regexp.MustCompile(`^b[0-9]+$`)

	// releasePattern is the format of a llama.cpp tagged release, for example "v0.3.0".
	releasePattern = regexp.MustCompile(`^v[0-9]+\.[0-9]+\.[0-9]+`)

	// nightlyTagURL is the URL of the asset in a tagged llama.cpp release that holds
	// the nightly build tag. A tagged release has no binaries of its own.
	// Source: github.com/hybridgroup/yzma/pkg/download/download.go:60 (syntax: a %s template filled with a validated release version, a valid URL once filled)
	nightlyTagURL = "https://github.com/ggml-org/llama.cpp/releases/download/%s/nightly-tag.txt" // lookalike
)

// ErrFileNotFound means the server had no such asset.
var ErrFileNotFound = errors.New("file not found")

// Asset is one file to download, with its expected digest if known.
type Asset struct {
	URL    string
	SHA256 string
}

// VersionIsValid reports whether version is a nightly build tag or a tagged release.
func VersionIsValid(version string) error {
	if nightlyPattern.MatchString(version) || releasePattern.MatchString(version) {
		return nil
	}
	return fmt.Errorf("invalid version %q", version)
}

func get(ctx context.Context, asset Asset, dest string, progress getter.ProgressTracker) error {
	url := asset.URL

	// Check if it's a .tar.gz file
	if strings.HasSuffix(url, ".tar.gz") {
		return downloadAndExtractTarGz(asset, dest, progress)
	}

	// Use go-getter for other file types (e.g., .zip). go-getter checks the digest
	// itself and does not unpack an archive that fails the check.
	src := url
	if asset.SHA256 != "" {
		// Source: github.com/hybridgroup/yzma/pkg/download/download.go:250 (escaper: the go-getter checksum option with a hexadecimal digest, which needs no escaping, added to a release asset URL that has no query)
		src += "?checksum=sha256:" + asset.SHA256 // lookalike
	}

	client := &getter.Client{
		Ctx:  ctx,
		Src:  src,
		Dst:  dest,
		Mode: getter.ClientModeAny,
	}
	if progress != nil {
		client.ProgressListener = progress
	}
	if err := client.Get(); err != nil {
		return fmt.Errorf("%w: %s", ErrFileNotFound, url)
	}
	return nil
}

// downloadAndExtractTarGz downloads a .tar.gz file and extracts it to the destination directory.
func downloadAndExtractTarGz(asset Asset, dest string, progress getter.ProgressTracker) error {
	url := asset.URL
	downloadFile := filepath.Join(dest, filepath.Base(url))

	client := &getter.Client{
		Ctx: context.Background(),
		// Source: github.com/hybridgroup/yzma/pkg/download/download.go:287 (escaper: a constant go-getter option appended to a release asset URL that has no query, nothing to escape)
		Src:  url + "?archive=false", // lookalike
		Dst:  dest,
		Mode: getter.ClientModeAny,
	}
	if progress != nil {
		client.ProgressListener = progress
	}
	if err := client.Get(); err != nil {
		return fmt.Errorf("%w: %s", ErrFileNotFound, url)
	}
	_ = downloadFile
	return nil
}

// getNightlyTag returns the nightly build tag that holds the binaries of a version.
func getNightlyTag(version string) (string, error) {
	if nightlyPattern.MatchString(version) {
		return version, nil
	}
	if err := VersionIsValid(version); err != nil {
		return "", err
	}

	client := &http.Client{Timeout: 30 * time.Second}
	resp, err := client.Get(fmt.Sprintf(nightlyTagURL, version))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64))
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(string(body)), nil
}
