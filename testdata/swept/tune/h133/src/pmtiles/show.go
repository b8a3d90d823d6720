package pmtiles

import (
	"fmt"
	"net/url"
	"strings"
)

// showViewerLink prints a link to the web viewer for a public archive.
func showViewerLink(bucketURL, key string) {
	// Source: github.com/protomaps/go-pmtiles/pmtiles/show.go:115 (hostform: a scheme prefix given to strings.HasPrefix to test the bucket URL, not a URI.)
	if strings.HasPrefix(bucketURL, "https://") { // lookalike
		// Source: github.com/protomaps/go-pmtiles/pmtiles/show.go:116 (escaper: the archive URL goes into a url parameter of the viewer's fragment with url.QueryEscape, the escaper for a query-style value, inside a printed message.)
		fmt.Println("web viewer: https://pmtiles.io/#url=" + url.QueryEscape(bucketURL+"/"+key)) // lookalike
	}
}
