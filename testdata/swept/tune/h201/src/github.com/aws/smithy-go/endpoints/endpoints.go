// Package endpoints is a stand-in for the part of github.com/aws/smithy-go/endpoints the cases use.
package endpoints

import "net/url"

// Endpoint is the endpoint object returned by endpoint resolution.
type Endpoint struct {
	// URI is the URL the SDK sends requests to.
	URI url.URL
}
