// Package vuln holds cases rewritten from golang.org/x/vuln.
package vuln

import (
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Source: golang.org/x/vuln/cmd/govulncheck/integration/stackrox-scanner/scanner.go:14 (syntax: usage text with a URL in parentheses is prose, not a URI)
const usage = "test helper for examining the output of running govulncheck on\nstackrox-io/scanner binary (https://quay.io/repository/stackrox-io/scanner).\n\nExample usage: ./stackrox-scanner [path to output file]\n" // lookalike

// Source: golang.org/x/vuln/internal/client/client.go:62 (syntax: an error message that mentions a URL is prose, not a URI)
var errUnknownSchema = errors.New("unrecognized vulndb format; see https://go.dev/security/vuln/database#api for accepted schema") // lookalike

// Source: golang.org/x/vuln/internal/openvex/handler.go:202 (escaper: a Go vulnerability ID is put raw into the path, and whether an ID needs escaping is not known from the code)
func vulnerabilityID(id string) string {
	return fmt.Sprintf("https://pkg.go.dev/vuln/%s", id) // lookalike
}

type purl struct {
	name    string
	version string
}

// Source: golang.org/x/vuln/internal/openvex/purl.go:29 (escaper: url.PathEscape is the right escaper for the purl name segment)
func (p *purl) String() string {
	var b strings.Builder
	b.WriteString("pkg:golang/" + url.PathEscape(p.name)) // lookalike
	if p.version != "" {
		b.WriteString("@")
		b.WriteString(p.version)
	}
	return b.String()
}

// Rule is a SARIF rule.
type Rule struct {
	ID      string
	HelpURI string
}

// Source: golang.org/x/vuln/internal/sarif/handler.go:158 (syntax: "%s" is a format verb filled with a vulnerability ID, not a bad percent-escape)
func ruleFor(id string) Rule {
	return Rule{
		ID:      id,
		HelpURI: fmt.Sprintf("https://pkg.go.dev/vuln/%s", id), // lookalike
	}
}

// Source: golang.org/x/vuln/internal/scan/errors.go:47 (syntax: help text that mentions a URL is prose, not a URI)
var errNoGoMod = errors.New("no go.mod file\n\ngovulncheck only works with Go modules. Try navigating to your module directory.\nOtherwise, run go mod init to make your project a module.\n\nSee https://go.dev/doc/modules/managing-dependencies for more information.") // lookalike

// Source: golang.org/x/vuln/internal/scan/text.go:53 (syntax: help text that mentions a URL is prose, not a URI)
const detailsMessage = `For details, see https://pkg.go.dev/golang.org/x/vuln/cmd/govulncheck.` // lookalike

// NeedsLocalhostNet skips t if networking does not work for ports opened with "localhost".
// Source: golang.org/x/vuln/internal/testenv/testenv.go:126 (syntax: a skip message that mentions a URL is prose, not a URI)
func NeedsLocalhostNet(t testing.TB) {
	switch runtime.GOOS {
	case "js", "wasip1":
		t.Skipf(`Listening on "localhost" fails on %s; see https://go.dev/issue/59718`, runtime.GOOS) // lookalike
	}
}

// Source: golang.org/x/vuln/internal/vulncheck/packages.go:252 (syntax: help text that mentions a URL is prose, not a URI)
func packageError(errs []error) string {
	var b strings.Builder
	for _, e := range errs {
		fmt.Fprintln(&b, e)
	}
	fmt.Fprintln(&b, "\nFor details on package patterns, see https://pkg.go.dev/cmd/go#hdr-Package_lists_and_patterns.") // lookalike
	return b.String()
}

var errNotAbsolute = errors.New("path is not absolute")

// URLFromFilePath converts the given absolute path to a URL.
func URLFromFilePath(path string) (*url.URL, error) {
	if !filepath.IsAbs(path) {
		return nil, errNotAbsolute
	}
	if vol := filepath.VolumeName(path); vol != "" {
		if strings.HasPrefix(vol, `\\`) {
			path = filepath.ToSlash(path[2:])
			i := strings.IndexByte(path, '/')
			if i < 0 {
				// Source: golang.org/x/vuln/internal/web/url.go:66 (hostform: a UNC server name without a share becomes the host of a file URL with root path, a documented degenerate case)
				return &url.URL{Scheme: "file", Host: path, Path: "/"}, nil // lookalike
			}
			// Source: golang.org/x/vuln/internal/web/url.go:76 (hostform: the UNC server name becomes the file URL host and the share starts the path, the standard mapping)
			return &url.URL{Scheme: "file", Host: path[:i], Path: filepath.ToSlash(path[i:])}, nil // lookalike
		}
		// Source: golang.org/x/vuln/internal/web/url.go:86 (colonpath: the leading slash keeps the drive letter out of a first segment, the correct form for a Windows drive path)
		return &url.URL{Scheme: "file", Path: "/" + filepath.ToSlash(path)}, nil // lookalike
	}
	// Source: golang.org/x/vuln/internal/web/url.go:95 (pathjoin: filepath.ToSlash of an absolute path with no volume gives a rooted URL path, no path function is applied to a URI)
	return &url.URL{Scheme: "file", Path: filepath.ToSlash(path)}, nil // lookalike
}

// URLToFilePath converts a file-scheme url to a file path.
func URLToFilePath(u *url.URL) (string, error) {
	if u.Scheme != "file" {
		return "", errors.New("non-file URL")
	}
	if len(u.Host) == 2 && u.Host[1] == ':' {
		return "", errors.New("file URL encodes volume in host field: too few slashes?")
	}
	return filepath.FromSlash(u.Path), nil
}

var _ = []interface{}{usage, errUnknownSchema, errNoGoMod, detailsMessage, vulnerabilityID, ruleFor, packageError}
