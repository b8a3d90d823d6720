package cos

import (
	"context"
	"io"
	"net/http"
)

// BucketPutOptions is the option of Bucket.Put
type BucketPutOptions struct {
	XCosACL string `header:"x-cos-acl,omitempty" url:"-" xml:"-"`
}

// Put Bucket请求可以在指定账号下创建一个Bucket。
func (s *BucketService) Put(ctx context.Context, opt *BucketPutOptions) (*Response, error) {
	return s.sendBucket(ctx, "/", http.MethodPut)
}

// Put Object请求可以将一个文件（Oject）上传至指定Bucket。
func (s *ObjectService) Put(ctx context.Context, name string, r io.Reader, opt interface{}) (*Response, error) {
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     "/" + encodeURIComponent(name),
		method:  http.MethodPut,
		body:    r,
	}
	return s.client.send(ctx, &sendOpt)
}

// GetService 查询请求者名下的所有存储桶列表。
func (c *Client) GetService(ctx context.Context) (*Response, error) {
	sendOpt := sendOptions{
		baseURL: c.BaseURL.ServiceURL,
		uri:     "/",
		method:  http.MethodGet,
	}
	return c.send(ctx, &sendOpt)
}
