// Package nexus is a stub of github.com/nexus-rpc/sdk-go/nexus.
package nexus

import "net/url"

// Link contains a URL and a Type that can be used to decode the URL.
type Link struct {
	// URL information about the link.
	URL *url.URL
	// Type can describe an actual data type for decoding the URL.
	Type string
}
