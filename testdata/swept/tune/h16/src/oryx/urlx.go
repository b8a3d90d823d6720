package oryx

import (
	"net/url"
	"strings"
)

// Parse parses rawURL into a URL structure with special handling for file:// URLs
func Parse(rawURL string) (*url.URL, error) {
	lcRawURL := strings.ToLower(rawURL)
	if strings.HasPrefix(lcRawURL, "file:///") {
		return url.Parse(rawURL)
	}
	if strings.HasPrefix(lcRawURL, "file://") {
		return &url.URL{Scheme: "file", Path: rawURL[len("file://"):]}, nil
	}
	return url.Parse(rawURL)
}
