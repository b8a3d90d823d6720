// Package pcloud holds cases rewritten from github.com/pulumi/pulumi-cloud-sdk/go.
package pcloud

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

func createRequest(ctx context.Context, method string, u *url.URL, routePattern string,
	pathParams map[string]any, queryParams map[string]*string, body io.Reader) (*http.Request, error) {
	for k, v := range pathParams {
		// Source: github.com/pulumi/pulumi-cloud-sdk/go/apiclient/apiclient.go:91 (escaper: a path parameter substituted into a path segment is escaped with url.PathEscape, the right escaper)
		routePattern = strings.ReplaceAll(routePattern, "{"+k+"}", url.PathEscape(fmt.Sprint(v))) // lookalike
	}
	rawPath := routePattern
	path, err := url.PathUnescape(rawPath)
	if err != nil {
		return nil, err
	}
	// Source: github.com/pulumi/pulumi-cloud-sdk/go/apiclient/apiclient.go:99 (escaper: the decoded path goes to Path and the escaped form to RawPath, so nothing is escaped twice)
	u.Path = path // lookalike
	u.RawPath = rawPath
	if len(queryParams) > 0 {
		q := url.Values{}
		for k, v := range queryParams {
			if v != nil {
				q.Set(k, *v)
			}
		}
		// Source: github.com/pulumi/pulumi-cloud-sdk/go/apiclient/apiclient.go:131 (escaper: the query is built with url.Values.Encode, which escapes every key and value)
		u.RawQuery = q.Encode() // lookalike
	}
	return http.NewRequestWithContext(ctx, method, u.String(), body)
}
