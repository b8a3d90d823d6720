package ferretdb

import (
	"fmt"
	"net/url"
	"strings"
)

// parseURI parses the SQLite backend URI: file scheme, empty authority, directory path.
func parseURI(u string) (*url.URL, error) {
	uri, err := url.Parse(u)
	if err != nil {
		return nil, err
	}
	if uri.Scheme != "file" {
		return nil, fmt.Errorf("expected file scheme, got %q", uri.Scheme)
	}
	if uri.User != nil {
		return nil, fmt.Errorf("expected empty user info, got %q", uri.User)
	}
	if uri.Host != "" {
		return nil, fmt.Errorf("expected empty host, got %q", uri.Host)
	}
	if uri.Path == "" {
		uri.Path = uri.Opaque
	}
	uri.Opaque = uri.Path
	uri.RawPath = ""
	uri.OmitHost = true
	values := uri.Query()
	values.Set("_pragma", "busy_timeout(10000)")
	uri.RawQuery = values.Encode()
	if !strings.HasSuffix(uri.Path, "/") {
		return nil, fmt.Errorf("expected path ending with slash, got %q", uri.Path)
	}
	return uri, nil
}
