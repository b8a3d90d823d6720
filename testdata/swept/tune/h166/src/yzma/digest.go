// Package yzma holds cases rewritten from github.com/hybridgroup/yzma.
package yzma

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"time"
)

var (
	ErrInvalidDigest  = errors.New("invalid digest")
	ErrInvalidVersion = errors.New("invalid version")
)

// manifestAssetURL is the URL of the digest manifest for a llama.cpp release tag, stored
// as an asset of that release. The tag names both the release and the asset.
// Source: github.com/hybridgroup/yzma/pkg/download/digest.go:44 (syntax: %[1]s is an indexed format verb filled twice with a release tag by fmt.Sprintf, so the URL it becomes is valid)
var manifestAssetURL = "https://github.com/hybridgroup/llama-cpp-builder/releases/download/%[1]s/%[1]s.json" // lookalike

// digestsURL is the same manifest on the site that serves the version files.
// Source: github.com/hybridgroup/yzma/pkg/download/digest.go:49 (syntax: a %s template filled with the release tag, a valid URL once filled)
var digestsURL = "https://hybridgroup.github.io/llama-cpp-builder/digests/%s.json" // lookalike

// releaseAPIURL is the GitHub release for a tag.
// Source: github.com/hybridgroup/yzma/pkg/download/digest.go:54 (syntax: a %s template filled with the release tag, a valid URL once filled)
var releaseAPIURL = "https://api.github.com/repos/hybridgroup/llama-cpp-builder/releases/tags/%s" // lookalike

// sha256Pattern matches the hexadecimal form of a SHA-256 digest.
var sha256Pattern = regexp.MustCompile(`^[0-9a-fA-F]{64}$`)

type manifest struct {
	Sources map[string]manifestSource `json:"sources"`
}

type manifestSource struct {
	Tag    string                   `json:"tag"`
	Assets map[string]manifestAsset `json:"assets"`
}

type manifestAsset struct {
	SHA256 string `json:"sha256"`
}

// assetURLPattern matches a GitHub release asset URL and captures the repository, the
// release tag, and the asset name.
// Source: github.com/hybridgroup/yzma/pkg/download/digest.go:163 (syntax: a regular expression whose backslash escapes a dot, used only to match asset URLs, no URI use)
var assetURLPattern = regexp.MustCompile(`^https://github\.com/([^/]+/[^/]+)/releases/download/([^/]+)/([^?]+)`) // lookalike

// digestFor returns the expected digest of an asset URL, or "" when the manifest does
// not list it. The repository and the tag must both match.
func (m *manifest) digestFor(url string) string {
	parts := assetURLPattern.FindStringSubmatch(url)
	if parts == nil {
		return ""
	}
	source, ok := m.Sources[parts[1]]
	if !ok || source.Tag != parts[2] {
		return ""
	}
	return source.Assets[parts[3]].SHA256
}

// ParsePinnedVersion splits a version that carries the expected digest of its
// manifest: b10785 or b10785@sha256:<64 hexadecimal characters>.
func ParsePinnedVersion(version string) (tag string, digest string, err error) {
	tag, rest, found := strings.Cut(version, "@")
	if !found {
		return version, "", nil
	}
	algorithm, value, found := strings.Cut(rest, ":")
	switch {
	case !found:
		return "", "", fmt.Errorf("%w: %q names no algorithm", ErrInvalidDigest, rest)
	case strings.ToLower(algorithm) != "sha256":
		return "", "", fmt.Errorf("%w: unknown algorithm %q", ErrInvalidDigest, algorithm)
	case !sha256Pattern.MatchString(value):
		return "", "", fmt.Errorf("%w: %q is not 64 hexadecimal characters", ErrInvalidDigest, value)
	}
	if tag == "" || tag == "latest" {
		return "", "", fmt.Errorf("%w: a digest needs an exact version, not %q", ErrInvalidVersion, tag)
	}
	if err := VersionIsValid(tag); err != nil {
		return "", "", fmt.Errorf("%w: %s", err, tag)
	}
	return tag, strings.ToLower(value), nil
}

// fetchManifestBody reads the manifest for a tag from the release asset or the site.
func fetchManifestBody(ctx context.Context, tag string) ([]byte, error) {
	var errs []error
	for _, url := range []string{fmt.Sprintf(manifestAssetURL, tag), fmt.Sprintf(digestsURL, tag)} {
		req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err == nil {
			return body, nil
		}
		errs = append(errs, err)
	}
	return nil, errors.Join(errs...)
}

// ManifestDigest returns the manifest digest for a tag.
func ManifestDigest(ctx context.Context, tag string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf(releaseAPIURL, tag), nil)
	if err != nil {
		return "", err
	}
	client := &http.Client{Timeout: 30 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return strings.TrimSpace(string(b)), err
}

// PinnedVersion returns the tag with its manifest digest, "<tag>@sha256:<digest>",
// which is the form [Target.Version] accepts.
func PinnedVersion(ctx context.Context, tag string) (string, error) {
	digest, err := ManifestDigest(ctx, tag)
	if err != nil {
		return "", err
	}

	// Source: github.com/hybridgroup/yzma/pkg/download/digest.go:342 (port: a version pin tag@sha256:digest, no URI; the text after the colon is a digest, not a port)
	return tag + "@sha256:" + digest, nil // lookalike
}
