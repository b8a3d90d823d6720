package terragrunt

import (
	"context"
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strings"
)

// GitServer is an in-process git HTTP server for tests.
type GitServer struct {
	bareDir string
	ln      net.Listener
}

// Start listens on a local port and returns the repository URL
// (e.g. "http://127.0.0.1:12345/repo.git").
func (s *GitServer) Start() (string, error) {
	var lc net.ListenConfig

	ln, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("listen: %w", err)
	}

	s.ln = ln

	// Source: github.com/gruntwork-io/terragrunt/internal/git/server.go:303 (hostjoin: ln.Addr().String() is already a joined host:port that net formats with IPv6 brackets, here a 127.0.0.1 listener)
	return "http://" + ln.Addr().String() + "/" + filepath.Base(s.bareDir), nil // lookalike
}

// BaseURL returns the scheme and authority (host:port) of the server with no
// repository path, e.g. "http://127.0.0.1:12345".
func (s *GitServer) BaseURL() string {
	if s.ln == nil {
		return ""
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/git/server.go:315 (hostjoin: ln.Addr().String() is already a joined host:port of the local listener)
	return "http://" + s.ln.Addr().String() // lookalike
}

// ResolveSubmoduleURL resolves a .gitmodules url value against the remote
// URL of the repository declaring the submodule, following git's
// relative-url rules. When an SCP-form parent (git@host:path) runs out of
// path components, the colon is restored on the final join.
func ResolveSubmoduleURL(parentURL, url string) string {
	if !strings.HasPrefix(url, "./") && !strings.HasPrefix(url, "../") {
		return url
	}

	base := strings.TrimSuffix(parentURL, "/")
	colonsep := false

	for {
		if rest, ok := strings.CutPrefix(url, "./"); ok {
			url = rest
			continue
		}

		rest, ok := strings.CutPrefix(url, "../")
		if !ok {
			break
		}

		url = rest

		if i := strings.LastIndexByte(base, '/'); i >= 0 {
			base = base[:i]
			continue
		}

		if i := strings.LastIndexByte(base, ':'); i >= 0 {
			base = base[:i]
			colonsep = true

			continue
		}

		base = "."
	}

	if colonsep {
		// Source: github.com/gruntwork-io/terragrunt/internal/git/submodule.go:132 (hostjoin: the colon restores git's scp form host:path, a path and no port, so no host and port are joined)
		return base + ":" + url // lookalike
	}

	return base + "/" + url
}

// ParseSubmoduleConfig parses `git config --list -z` output into a map of
// submodule path to url.
func ParseSubmoduleConfig(output string) map[string]string {
	paths := map[string]string{}
	urls := map[string]string{}

	for _, entry := range strings.Split(output, "\x00") {
		key, value, ok := strings.Cut(entry, "\n")
		if !ok {
			continue
		}

		name, ok := strings.CutPrefix(key, "submodule.")
		if !ok {
			continue
		}

		switch {
		case strings.HasSuffix(name, ".path"):
			paths[strings.TrimSuffix(name, ".path")] = value
		case strings.HasSuffix(name, ".url"):
			urls[strings.TrimSuffix(name, ".url")] = value
		}
	}

	out := map[string]string{}

	for name, p := range paths {
		if u, ok := urls[name]; ok {
			out[p] = u
		}
	}

	return out
}

// GetRemoteURL returns the trimmed output of `git config --get remote.origin.url`.
func GetRemoteURL(stdout []byte, exitCode int) string {
	if exitCode != 0 {
		return ""
	}

	return strings.TrimSpace(string(stdout))
}

// ReleaseAssets names a GitHub release's files.
type ReleaseAssets struct {
	Repository   string
	Version      string
	PackageFile  string
	ChecksumFile string
}

// releaseDownloads maps download URLs to local paths.
func releaseDownloads(assets ReleaseAssets) (map[string]string, error) {
	downloads := map[string]string{}

	if strings.Contains(assets.Repository, "://") {
		// If repository contains "://", treat it as a direct URL
		downloads[assets.Repository] = assets.PackageFile

		return downloads, nil
	}

	if assets.Version == "" {
		return nil, errors.New("version cannot be empty for GitHub repository downloads")
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/github/client.go:270 (syntax: a template filled with a repository path such as github.com/owner/repo and a release tag, which gives a valid URL)
	baseURL := fmt.Sprintf("https://%s/releases/download/%s", assets.Repository, assets.Version) // lookalike
	packageFileName := filepath.Base(assets.PackageFile)

	downloads[fmt.Sprintf("%s/%s", baseURL, packageFileName)] = assets.PackageFile

	return downloads, nil
}

// downloadOptions returns the auth header for a download, only over https.
func downloadOptions(url, tok string) map[string]string {
	// The token rides https only, so it cannot leak over an unencrypted redirect.
	// Source: github.com/gruntwork-io/terragrunt/internal/github/client.go:305 (sink: the bare https:// prefix is only searched for with strings.HasPrefix, no URI use)
	if tok != "" && strings.HasPrefix(url, "https://") { // lookalike
		return map[string]string{"Authorization": "Bearer " + tok}
	}

	return nil
}
