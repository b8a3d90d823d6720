package osvscanner

// Source file: internal/url/url.go — converts file paths to file URLs.
// Code copied from
// https://github.com/golang/go/blob/7c2b69080a0b9e35174cc9c93497b6e7176f8275/src/cmd/go/internal/web/url.go

import (
	"errors"
	"net/url"
	"path/filepath"
	"strings"
)

var errNotAbsolute = errors.New("path is not absolute")

// FromFilePath converts an absolute file path to a file URL.
func FromFilePath(path string) (*url.URL, error) {
	if !filepath.IsAbs(path) {
		return nil, errNotAbsolute
	}

	// If path has a Windows volume name, convert the volume to a host and prefix
	// per https://blogs.msdn.microsoft.com/ie/2006/12/06/file-uris-in-windows/.
	if vol := filepath.VolumeName(path); vol != "" {
		if strings.HasPrefix(vol, `\\`) {
			path = filepath.ToSlash(path[2:])
			i := strings.IndexByte(path, '/')

			if i < 0 {
				// A degenerate case.
				// \\host.example.com (without a share name)
				// becomes
				// file://host.example.com/
				// Source: github.com/google/osv-scanner/v2/internal/url/url.go:39 (hostform: the UNC server name becomes the file URL's authority as RFC 8089 E.3.1 recommends, a URI converter doing its job, by the hostform definition, a valid DNS-style host named as RFC 8089 requires)
				return &url.URL{Scheme: "file", Host: path, Path: "/"}, nil // lookalike
			}

			// \\host.example.com\Share\path\to\file
			// becomes
			// file://host.example.com/Share/path/to/file
			// Source: github.com/google/osv-scanner/v2/internal/url/url.go:49 (hostform: the UNC server name up to the first slash becomes the authority, the share and path the URL path, as RFC 8089 E.3.1 recommends, by the hostform definition, a valid DNS-style host named as RFC 8089 requires)
			return &url.URL{Scheme: "file", Host: path[:i], Path: filepath.ToSlash(path[i:])}, nil // lookalike
		}

		// C:\path\to\file
		// becomes
		// file:///C:/path/to/file
		// Source: github.com/google/osv-scanner/v2/internal/url/url.go:59 (colonpath: the drive letter follows a leading slash, so the path is absolute and its colon cannot be read as a scheme, by the colonpath definition, which concerns relative paths only)
		return &url.URL{Scheme: "file", Path: "/" + filepath.ToSlash(path)}, nil // lookalike
	}

	// /path/to/file
	// becomes
	// file:///path/to/file
	// Source: github.com/google/osv-scanner/v2/internal/url/url.go:68 (escaper: the raw path goes in the Path field, which URL.String escapes itself, so no escaper is missing, by the escaper definition, since url.URL escapes Path when serialised)
	return &url.URL{Scheme: "file", Path: filepath.ToSlash(path)}, nil // lookalike
}
