// Package oasdiff holds cases rewritten from github.com/oasdiff/oasdiff.
package oasdiff

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

// Command is a CLI command with its help text.
type Command struct {
	Use  string
	Long string
}

func getBreakingFilesCmd() *Command {
	return &Command{
		Use: "breaking-files spec [spec...] --base ref [flags]",
		// Source: github.com/oasdiff/oasdiff/internal/breaking_files.go:17 (syntax: a URL inside the command's long help text is prose, not a URI.)
		Long: "Display breaking changes in each spec against its own version in a git ref.\n\nThe command fails if any spec has changes at or above --fail-on. See\nhttps://github.com/oasdiff/oasdiff/blob/main/docs/BREAKING-FILES.md\n\nResults are printed one spec at a time.", // lookalike
	}
}

func siteURL(site string, segments ...string) (*url.URL, error) {
	u, err := url.Parse(site)
	if err != nil {
		return nil, err
	}
	// Source: github.com/oasdiff/oasdiff/internal/open_review.go:58 (pathjoin: url.URL.JoinPath escapes and joins path segments, it is not path.Join on a URI.)
	u = u.JoinPath(segments...) // lookalike
	return u, nil
}

func reviewURL(site, reviewID string, key []byte) (string, error) {
	u, err := siteURL(site, "review", "e", reviewID)
	if err != nil {
		return "", err
	}
	// Source: github.com/oasdiff/oasdiff/internal/open_review.go:159 (escaper: base64.RawURLEncoding is URL-safe and unpadded, right for a fragment value.)
	u.Fragment = "k=" + base64.RawURLEncoding.EncodeToString(key) // lookalike
	return u.String(), nil
}

func uploadAuthenticated(apiBase, token string, body []byte) error {
	apiBase = strings.TrimRight(apiBase, "/")
	// Source: github.com/oasdiff/oasdiff/internal/open_review.go:302 (escaper: url.PathEscape is the right escaper for a path segment and the base has its trailing slash trimmed.)
	endpoint := fmt.Sprintf("%s/tenants/%s/encrypted-pr-review", apiBase, url.PathEscape(token)) // lookalike
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func joinFunc(basePath, relativePath *url.URL) *url.URL {
	if basePath == nil {
		return relativePath
	}
	result := *basePath
	base := basePath.Path
	if i := strings.IndexByte(base, ':'); i >= 0 {
		// Source: github.com/oasdiff/oasdiff/load/git.go:49 (pathjoin: path.Join on the url.URL Path field after the git revision prefix, not on a URI with a scheme.)
		result.Path = base[:i+1] + path.Join(path.Dir(base[i+1:]), relativePath.Path) // lookalike
	} else {
		// Source: github.com/oasdiff/oasdiff/load/git.go:51 (pathjoin: path.Join on the url.URL Path field, not on a URI with a scheme.)
		result.Path = path.Join(path.Dir(base), relativePath.Path) // lookalike
	}
	return &result
}

// Loader loads OpenAPI documents.
type Loader struct{ IsExternalRefsAllowed bool }

// LoadFromDataWithPath loads a document held in memory under a location.
func (l *Loader) LoadFromDataWithPath(data []byte, location *url.URL) (string, error) {
	return location.String(), nil
}

// NewSpecInfoFromData loads in-memory bytes labelled with name.
func NewSpecInfoFromData(loader *Loader, data []byte, name string) (string, error) {
	// Source: github.com/oasdiff/oasdiff/load/spec_info.go:117 (colonpath: a name in url.URL{Path:}, which String prefixes with a dot segment when the first segment has a colon.)
	return loader.LoadFromDataWithPath(data, &url.URL{Path: name}) // lookalike
}

// Source is a spec location: stdin, URL, git revision or file.
type Source struct {
	Path string
	Uri  *url.URL
	URL  bool
}

// NewSource categorises a spec location.
func NewSource(p string) *Source {
	if isGitRevision(p) {
		return &Source{Path: p}
	}
	if u, err := getURL(p); err == nil {
		return &Source{Path: p, Uri: u, URL: true}
	}
	return &Source{Path: p}
}

func isGitRevision(p string) bool {
	idx := strings.Index(p, ":")
	return idx > 1 && (len(p) == idx+1 || p[idx+1] != '/')
}

func getURL(raw string) (*url.URL, error) {
	u, err := url.ParseRequestURI(raw)
	if err != nil {
		return nil, err
	}
	switch u.Scheme {
	case "http", "https":
		return u, nil
	}
	return nil, fmt.Errorf("invalid scheme: %s", u.Scheme)
}

// Out quotes the source for messages.
func (s *Source) Out() string { return fmt.Sprintf("%q", s.Path) }

// NewSpecInfo loads a spec from a source.
func NewSpecInfo(loader *Loader, s *Source) (string, error) {
	if s.URL {
		resp, err := http.Get(s.Uri.String())
		if err != nil {
			return "", err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		return string(b), err
	}
	_, err := filepath.Abs(s.Path)
	if err != nil {
		return "", err
	}
	return "", fmt.Errorf("open %s: no such file or directory", filepath.Clean(s.Path))
}

// NewSpecInfoFromGlob loads every spec matching glob.
func NewSpecInfoFromGlob(loader *Loader, glob string) ([]string, error) {
	files, err := filepath.Glob(glob)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		if _, err := url.ParseRequestURI(glob); err == nil {
			return nil, errors.New("no matching files (should be a glob, not a URL)")
		}
		return nil, errors.New("no matching files")
	}
	return files, nil
}

// ExternalRefError reports a refused external $ref.
type ExternalRefError struct{ Ref string }

func (e *ExternalRefError) Error() string { return "external ref refused: " + e.Ref }

type refPolicy struct {
	root          string
	innerEnforces bool
}

func (p refPolicy) checkLocation(loader *Loader, location *url.URL) error {
	if loader == nil || loader.IsExternalRefsAllowed || p.innerEnforces {
		return nil
	}
	if location.String() == p.root || filepath.Clean(location.Path) == filepath.Clean(p.root) {
		return nil
	}
	return &ExternalRefError{Ref: location.String()}
}

// ApiChange is one reported change.
type ApiChange struct {
	SourceFile string
	Source     *Source
}

// GetSourceFile names the file of the change, empty for a URL source.
func (c ApiChange) GetSourceFile() string {
	if c.SourceFile != "" {
		return c.SourceFile
	}
	if c.Source == nil || c.Source.URL {
		return ""
	}
	return c.Source.Path
}

func sameURL(from, to string) bool {
	a, errA := url.Parse(from)
	b, errB := url.Parse(to)
	if errA != nil || errB != nil {
		return from == to
	}
	return strings.EqualFold(a.Scheme, b.Scheme) && strings.EqualFold(a.Hostname(), b.Hostname()) &&
		strings.EqualFold(a.EscapedPath(), b.EscapedPath()) && a.RawQuery == b.RawQuery
}

// Run runs the CLI and returns its exit code.
func Run(args []string, stderr io.Writer) int {
	if len(args) < 2 {
		return 100
	}
	for _, glob := range args[1:] {
		if strings.HasPrefix(glob, "-") {
			continue
		}
		if _, err := NewSpecInfoFromGlob(nil, glob); err != nil {
			fmt.Fprintf(stderr, "Error: failed to load revision specs from glob %q: %v\n", glob, err)
			return 103
		}
	}
	return 0
}
