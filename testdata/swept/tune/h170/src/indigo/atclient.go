package indigo

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

// APIRequest is an XRPC request (atproto/atclient).
type APIRequest struct {
	Method      string
	Endpoint    NSID
	Body        io.Reader
	QueryParams url.Values
}

// Creates an [http.Request] for this API request.
//
// `host` parameter should be a URL prefix: schema, hostname, port (required)
func (r *APIRequest) HTTPRequest(ctx context.Context, host string) (*http.Request, error) {
	u, err := url.Parse(host)
	if err != nil {
		return nil, err
	}
	if u.Host == "" {
		return nil, fmt.Errorf("empty hostname in host URL")
	}
	if u.Scheme == "" {
		return nil, fmt.Errorf("empty scheme in host URL")
	}
	// Source: github.com/bluesky-social/indigo/atproto/atclient/apirequest.go:88 (baseslash: the host parameter is documented as a scheme-host-port prefix, so setting the XRPC path outright drops no base path and resolves nothing against a base; fine by the check's definition)
	u.Path = "/xrpc/" + r.Endpoint.String() // lookalike
	u.RawQuery = ""
	if r.QueryParams != nil && len(r.QueryParams) > 0 {
		// Source: github.com/bluesky-social/indigo/atproto/atclient/apirequest.go:91 (escaper: the query is built with url.Values.Encode, the right escaper for a query; fine by the check's definition)
		u.RawQuery = r.QueryParams.Encode() // lookalike
	}
	return http.NewRequestWithContext(ctx, r.Method, u.String(), r.Body)
}
