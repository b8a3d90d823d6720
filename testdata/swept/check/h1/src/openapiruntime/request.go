package openapiruntime

import (
	"fmt"
	"net/url"
	"strings"
)

// Source: github.com/go-openapi/runtime/hack/doc-site/hugo/gendoc.go:67 (prints where the local docs server can be visited)
func announce() {
	fmt.Println("    Visit: http://localhost:1313/docs/") // lookalike
}

// Source: github.com/go-openapi/runtime/client/internal/request/request.go:554 (path parameters substituted into a "{name}" path template with url.PathEscape)
func expandPath(pattern string, params map[string]string) string {
	p := pattern
	for k, v := range params {
		p = strings.ReplaceAll(p, "{"+k+"}", url.PathEscape(v)) // lookalike
	}
	return p
}
