package cos

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
)

func (s *BucketService) sendBucket(ctx context.Context, u, method string) (*Response, error) {
	var buf bytes.Buffer
	sendOpt := &sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     u,
		method:  method,
		result:  &buf,
	}
	return s.client.send(ctx, sendOpt)
}

// PutInventory https://cloud.tencent.com/document/product/436/33707
// id 为清单任务的名称，只支持字母、数字、中划线、下划线和点。
func (s *BucketService) PutInventory(ctx context.Context, id string, opt interface{}) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_inventory.go:88 (escaper: by the escaper check as defined: inventory ids are limited to letters, digits, -, _ and ., none of which needs escaping in a query)
	u := fmt.Sprintf("/?inventory&id=%s", id) // lookalike
	return s.sendBucket(ctx, u, http.MethodPut)
}

// GetInventory https://cloud.tencent.com/document/product/436/33705
func (s *BucketService) GetInventory(ctx context.Context, id string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_inventory.go:102 (escaper: by the escaper check as defined: the same restricted inventory id)
	u := fmt.Sprintf("/?inventory&id=%s", id) // lookalike
	return s.sendBucket(ctx, u, http.MethodGet)
}

// DeleteInventory https://cloud.tencent.com/document/product/436/33704
func (s *BucketService) DeleteInventory(ctx context.Context, id string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_inventory.go:116 (escaper: by the escaper check as defined: the same restricted inventory id)
	u := fmt.Sprintf("/?inventory&id=%s", id) // lookalike
	return s.sendBucket(ctx, u, http.MethodDelete)
}

// ListInventoryConfigurations https://cloud.tencent.com/document/product/436/33706
func (s *BucketService) ListInventoryConfigurations(ctx context.Context, token string) (*Response, error) {
	var u string
	if token == "" {
		u = "/?inventory"
	} else {
		// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_inventory.go:133 (escaper: by the escaper check as defined: the opaque continuation token is escaped with encodeURIComponent before it enters the query)
		u = fmt.Sprintf("/?inventory&continuation-token=%s", encodeURIComponent(token)) // lookalike
	}
	return s.sendBucket(ctx, u, http.MethodGet)
}

// PostInventory 创建一次性清单任务
func (s *BucketService) PostInventory(ctx context.Context, id string, opt interface{}) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_inventory.go:146 (escaper: by the escaper check as defined: the same restricted inventory id)
	u := fmt.Sprintf("/?inventory&id=%s", id) // lookalike
	return s.sendBucket(ctx, u, http.MethodPost)
}
