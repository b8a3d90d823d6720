package cos

import (
	"bytes"
	"context"
	"net/http"
)

// GetRetention 查询对象保留
func (s *ObjectService) GetRetention(ctx context.Context, key string, opt interface{}) (*Response, error) {
	var buf bytes.Buffer
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_object_lock.go:58 (escaper: by the escaper check as defined: the object key is escaped with encodeURIComponent before a constant query; uniform sample 8 of 46 of this shape)
		uri:    "/" + encodeURIComponent(key) + "?retention", // lookalike
		method: http.MethodGet,
		result: &buf,
	}
	return s.client.send(ctx, &sendOpt)
}
