// Package libopenapi holds cases rewritten from github.com/pb33f/libopenapi.
package libopenapi

import (
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// Source: github.com/pb33f/libopenapi/bundler/composer_functions.go:845 (hostform: the scheme prefixes are arguments to strings.HasPrefix that skip external refs, not URIs with an empty host)
func resolveRefToComposed(refValue string) string {
	if strings.HasPrefix(refValue, "http://") || strings.HasPrefix(refValue, "https://") || strings.HasPrefix(refValue, "urn:") { // lookalike
		return refValue
	}
	return "composed"
}

// Source: github.com/pb33f/libopenapi/datamodel/high/arazzo/origin.go:52 (baseslash: a relative $self is resolved against the application base URI by RFC 3986 on purpose, the base is a document URI)
func resolveAgainstApplicationBase(applicationBaseURI, authoredSelf string) (string, error) {
	applicationBase, err := url.Parse(applicationBaseURI)
	if err != nil {
		return "", err
	}
	self, err := url.Parse(authoredSelf)
	if err != nil {
		return authoredSelf, nil
	}
	if self.IsAbs() {
		return self.String(), nil
	}
	resolved := applicationBase.ResolveReference(self) // lookalike
	return resolved.String(), nil
}

// Source: github.com/pb33f/libopenapi/datamodel/high/overlay/uri.go:41 (baseslash: extends is resolved against the overlay's document URI as the Overlay spec requires, dropping the last segment is intended)
func resolveExtends(self, extends, baseURI string) (string, error) {
	base, err := url.Parse(baseURI)
	if err != nil {
		return "", err
	}
	if self != "" {
		s, err := url.Parse(self)
		if err != nil {
			return "", err
		}
		if s.IsAbs() || !base.IsAbs() {
			base = s
		} else {
			base = base.ResolveReference(s)
		}
	}
	if extends == "" {
		return "", nil
	}
	ext, err := url.Parse(extends)
	if err != nil {
		return "", err
	}
	if ext.IsAbs() || !base.IsAbs() {
		return ext.String(), nil
	}
	return base.ResolveReference(ext).String(), nil // lookalike
}

// Source: github.com/pb33f/libopenapi/datamodel/low/v3/create_document.go:207 (baseslash: resolving "." against the retrieval URL computes its directory on purpose, so the base keeps a trailing slash)
func retrievalBase(specFilePath string) *url.URL {
	sourceURL, err := url.Parse(specFilePath)
	if err != nil || sourceURL.Host == "" || (sourceURL.Scheme != "http" && sourceURL.Scheme != "https") {
		return nil
	}
	return sourceURL.ResolveReference(&url.URL{Path: "."}) // lookalike
}

// Source: github.com/pb33f/libopenapi/generator/sdk/gosdk/testdata/people_match_client.golden.go:286 (escaper: RawPath is the escaped join and Path its PathUnescape, a consistent pair with no double escaping)
func endpointFor(base *url.URL, path string, query url.Values) (*url.URL, error) {
	relative, err := url.Parse(path)
	if err != nil {
		return nil, err
	}
	endpoint := *base
	escapedPath := strings.TrimRight(endpoint.EscapedPath(), "/") + "/" + strings.TrimLeft(relative.EscapedPath(), "/")
	decodedPath, err := url.PathUnescape(escapedPath)
	if err != nil {
		return nil, err
	}
	endpoint.Path = decodedPath
	endpoint.RawPath = escapedPath // lookalike
	endpoint.RawQuery = query.Encode()
	return &endpoint, nil
}

// Source: github.com/pb33f/libopenapi/index/rolodex_remote_loader.go:662 (hostjoin: scheme and host are copied from an already parsed base URL, so the host keeps its brackets and port)
func normalizeRemoteURL(root, remote *url.URL) {
	if root == nil || remote == nil || root.Scheme == "" || root.Host == "" {
		return
	}
	remote.Host = root.Host
	remote.Scheme = root.Scheme // lookalike
}

// Source: github.com/pb33f/libopenapi/index/schema_id_resolve.go:104 (baseslash: a relative $ref is resolved against the enclosing $id by RFC 3986 as JSON Schema defines, the $id is a document URI)
func resolveRefAgainstSchemaID(ref, baseURI string) (string, error) {
	parsedRef, err := url.Parse(ref)
	if err != nil {
		return "", err
	}
	if parsedRef.IsAbs() || baseURI == "" {
		return ref, nil
	}
	parsedBase, err := url.Parse(baseURI)
	if err != nil {
		return "", err
	}
	resolved := parsedBase.ResolveReference(parsedRef) // lookalike
	return resolved.String(), nil
}

// Source: github.com/pb33f/libopenapi/index/utility_methods.go:176 (pathjoin: filepath works on the Path component only and the result is turned back into slashes with any drive letter stripped)
func relativeRemoteDefinition(u *url.URL, ref string) string {
	u.Path = replaceWindowsDriveWithLinuxPath(checkPathOverlap(filepath.Dir(u.Path), ref, string(os.PathSeparator))) // lookalike
	u.Fragment = ""
	return u.String()
}

func checkPathOverlap(a, b, sep string) string {
	return strings.TrimSuffix(a, sep) + sep + b
}

func replaceWindowsDriveWithLinuxPath(p string) string {
	if len(p) > 1 && p[1] == ':' {
		return strings.ReplaceAll(p, "\\", "/")[2:]
	}
	return strings.ReplaceAll(p, "\\", "/")
}

// Helpers used by the test cases.

func parseAndResolveSourceURL(rawURL, base string) (*url.URL, error) {
	parsed, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	if parsed.Scheme == "" && base != "" {
		b, err := url.Parse(base)
		if err != nil {
			return nil, err
		}
		parsed = b.ResolveReference(parsed)
	}
	return parsed, nil
}

func fetchSourceBytes(u *url.URL) ([]byte, string, error) {
	if u.Scheme != "file" {
		return nil, "", errors.New("unsupported scheme")
	}
	p := u.Path
	if len(u.Host) == 2 && u.Host[1] == ':' {
		p = u.Host + p
	}
	b, err := os.ReadFile(filepath.FromSlash(p))
	if err != nil {
		return nil, "", err
	}
	return b, u.String(), nil
}

func resolveDocumentOrigin(authoredSelf, retrievalURI, applicationBaseURI string) (string, error) {
	if retrievalURI != "" {
		if _, err := url.Parse(retrievalURI); err != nil {
			return "", err
		}
	}
	if applicationBaseURI != "" {
		return resolveAgainstApplicationBase(applicationBaseURI, authoredSelf)
	}
	return authoredSelf, nil
}

// Server is an OpenAPI server object.
type Server struct {
	URL       string
	Variables map[string]*ServerVariable
}

// ServerVariable is an OpenAPI server variable.
type ServerVariable struct {
	Default string
}

// LowServer is the low-level server model.
type LowServer struct {
	URL struct{ Value string }
}

func loadServers() []Server       { return make([]Server, 2) }
func loadLowServers() []LowServer { return make([]LowServer, 2) }

func resolveServerURL(s *Server) (string, error) {
	for name, v := range s.Variables {
		if v == nil {
			return "", errors.New("variable " + name + " has no definition")
		}
		s.URL = strings.ReplaceAll(s.URL, "{"+name+"}", v.Default)
	}
	return s.URL, nil
}

func unescapeJSONString(s string) string {
	return strings.ReplaceAll(s, `\/`, "/")
}

func retrievedItemURL(root, reference string) string {
	r, err := url.Parse(root)
	if err != nil {
		return ""
	}
	ref, err := url.Parse(reference)
	if err != nil {
		return ""
	}
	out := r.ResolveReference(ref)
	out.Fragment = ""
	return out.String()
}

const (
	contentYAML = iota
	contentUnsupported
)

func detectContentType(data []byte) int {
	if strings.Count(string(data), ": ") >= 2 {
		return contentYAML
	}
	return contentUnsupported
}

func resolveRefViaSchemaID(ref string) string { return ref }

func logOrigin(retrievalURI string) string { return "retrievalURI=" + retrievalURI }

func link(text, target string) string {
	if text == "" || text == target {
		return target
	}
	return text + " (" + target + ")"
}
