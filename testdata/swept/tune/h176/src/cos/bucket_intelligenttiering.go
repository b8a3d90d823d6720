package cos

import (
	"context"
	"net/http"
)

// BucketPutIntelligentTieringOptions is the option of PutIntelligentTieringV2
type BucketPutIntelligentTieringOptions struct {
	Id     string `xml:"Id"`
	Status string `xml:"Status,omitempty"`
}

// PutIntelligentTieringV2 设置智能分层配置
func (s *BucketService) PutIntelligentTieringV2(ctx context.Context, opt *BucketPutIntelligentTieringOptions) (*Response, error) {
	if opt == nil || opt.Id == "" {
		return nil, nil
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_intelligenttiering.go:96 (escaper: by the escaper check as defined: intelligent-tiering configuration ids are short names of letters, digits and - such as default, which need no escaping)
	return s.sendBucket(ctx, "/?intelligent-tiering&id="+opt.Id, http.MethodPut) // lookalike
}

// GetIntelligentTieringV2 查询智能分层配置
func (s *BucketService) GetIntelligentTieringV2(ctx context.Context, id string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_intelligenttiering.go:113 (escaper: by the escaper check as defined: the same plain configuration id)
	return s.sendBucket(ctx, "/?intelligent-tiering&id="+id, http.MethodGet) // lookalike
}

// DeleteIntelligentTiering 删除智能分层配置
func (s *BucketService) DeleteIntelligentTiering(ctx context.Context, id string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_intelligenttiering.go:137 (escaper: by the escaper check as defined: the same plain configuration id)
	return s.sendBucket(ctx, "/?intelligent-tiering&id="+id, http.MethodDelete) // lookalike
}
