package cos

import (
	"context"
	"net/http"
)

// ZipPreview 压缩包预览
func (s *CIService) ZipPreview(ctx context.Context, name, uncompress_key string) (*Response, error) {
	uriStr := "/" + encodeURIComponent(name) + "?ci-process=zippreview"
	if uncompress_key != "" {
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_fileprocess.go:197 (escaper: by the escaper check as defined: the query value is escaped with encodeURIComponent, which escapes & = + and space)
		uriStr += "&uncompress-key=" + encodeURIComponent(uncompress_key) // lookalike
	}
	return s.sendCI(ctx, uriStr, http.MethodGet, nil)
}
