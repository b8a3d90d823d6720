// Package miniflux holds cases rewritten from miniflux.app/v2.
package miniflux

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const archiveOptions = "capture_all=on"

// ArchiveEntry asks the archive to save an entry.
func ArchiveEntry(entryURL string) error {
	// Source: miniflux.app/v2/internal/integration/archiveorg/archiveorg.go:28 (entry URL escaped with url.QueryEscape into a path segment)
	requestURL := "https://archive.example.org/save/" + url.QueryEscape(entryURL) + "?" + archiveOptions // defect escaper
	req, err := http.NewRequest(http.MethodGet, requestURL, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Bridge is one bridge listed by an RSS-Bridge server.
type Bridge struct{ URL string }

// BridgeFeedURL adds the user's configured access token to a bridge URL.
func BridgeFeedURL(bridge Bridge, bridgeURL, token string) string {
	if strings.HasPrefix(bridge.URL, "./") {
		bridge.URL = bridgeURL + bridge.URL[2:]
	}
	if token != "" {
		// Source: miniflux.app/v2/internal/integration/rssbridge/rssbridge.go:92 (user-configured token appended raw as a query value)
		bridge.URL = bridge.URL + "&token=" + token // defect escaper
	}
	return bridge.URL
}

// TagRoute gives the route of a tag's entries.
func TagRoute(tagName string, entryID int64) string {
	// Source: miniflux.app/v2/internal/ui/entry_tag.go:64 (url.PathEscape for a tag name in a path segment)
	return fmt.Sprintf("/tags/%s/entry/%d", url.PathEscape(tagName), entryID) // lookalike
}

// HealthCheckURL gives the health endpoint from a listen address such as "127.0.0.1:8080".
func HealthCheckURL(listenAddr, basePath string) string {
	// Source: miniflux.app/v2/internal/cli/health_check.go:16 (http:// + listen address that is already host:port)
	return "http://" + listenAddr + basePath + "/healthcheck" // lookalike
}
