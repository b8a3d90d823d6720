// Package gcsstorage mirrors request metadata of an object storage client.
package gcsstorage

import (
	"fmt"
	"net/url"
	"strings"
)

type writeRequestParams struct {
	appendable   bool
	bucket       string
	routingToken *string
}

// Source: cloud.google.com/go/storage/grpc_writer.go:1685 (bucket name escaped with url.QueryEscape as a form value of the x-goog-request-params header, not a URI)
func (p writeRequestParams) header() (string, string) {
	hds := make([]string, 0, 3)
	if p.appendable {
		hds = append(hds, "appendable=true")
	}
	if p.bucket != "" {
		hds = append(hds, fmt.Sprintf("bucket=projects/_/buckets/%s", url.QueryEscape(p.bucket))) // lookalike
	}
	if p.routingToken != nil {
		hds = append(hds, fmt.Sprintf("routing_token=%s", *p.routingToken))
	}
	return "x-goog-request-params", strings.Join(hds, "&")
}
