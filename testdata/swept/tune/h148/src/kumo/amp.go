// Package kumo holds cases rewritten from github.com/sivchari/kumo.
package kumo

import (
	"net/http/httputil"
	"net/url"
	"strings"
)

func newDataPlaneProxy(target *url.URL, backendPath string) *httputil.ReverseProxy {
	return &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			// Source: github.com/sivchari/kumo/internal/service/amp/service.go:134 (baseslash: the backend path is appended to the target path after its trailing slash is trimmed, an explicit join and no reference resolution, uniform sample of 28 of 109 look-alikes.)
			pr.Out.URL.Path = strings.TrimRight(target.Path, "/") + backendPath // lookalike
			pr.Out.Host = target.Host
		},
	}
}
