package cos

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// NewVectorURL 生成 Vector 所需的基础 URL
//
//	region: 区域代码，如 ap-guangzhou, ap-shanghai, ap-beijing
//	secure: 是否使用 https
func NewVectorURL(region string, secure bool) (*url.URL, error) {
	schema := "https"
	if !secure {
		schema = "http"
	}
	if region == "" {
		return nil, fmt.Errorf("region is required")
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/vector.go:36 (plainhttp: by the rule that a template is judged as the URI it becomes when filled: the scheme is https unless the caller passes secure=false, so plain http is the caller's explicit choice of a documented option, and the template fills to a valid host)
	rawURL := fmt.Sprintf("%s://vectors.%s.coslake.com", schema, region) // lookalike
	return url.Parse(rawURL)
}

// NewVectorInternalURL 生成 Vector 内网访问的基础 URL
func NewVectorInternalURL(region string, secure bool) (*url.URL, error) {
	schema := "https"
	if !secure {
		schema = "http"
	}
	if region == "" {
		return nil, fmt.Errorf("region is required")
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/vector.go:56 (plainhttp: by the plainhttp check as defined: an internal-network endpoint, and http only when the caller asks with secure=false)
	rawURL := fmt.Sprintf("%s://vectors.%s.internal.tencentcos.com", schema, region) // lookalike
	return url.Parse(rawURL)
}

// NewVectorEndpointURL 使用自定义 endpoint 生成 Vector 基础 URL
//
//	endpoint: 完整的 endpoint URL，如 "https://vectors.ap-guangzhou.coslake.com"
func NewVectorEndpointURL(endpoint string) (*url.URL, error) {
	if endpoint == "" {
		return nil, fmt.Errorf("endpoint is required")
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/vector.go:72 (sink: by the rule that a value only compared, searched for or printed is no URI use: the scheme prefix is only searched for with strings.HasPrefix)
	if !strings.HasPrefix(endpoint, "http://") && // lookalike
		// Source: github.com/tencentyun/cos-go-sdk-v5/vector.go:72 (sink: by the rule that a value only compared, searched for or printed is no URI use: second prefix of the same test, only searched for)
		!strings.HasPrefix(endpoint, "https://") { // lookalike
		// Source: github.com/tencentyun/cos-go-sdk-v5/vector.go:73 (sink: by the sink check as defined: a scheme-less endpoint gets https:// so url.Parse yields the absolute URL the client needs)
		endpoint = "https://" + endpoint // lookalike
	}
	return url.Parse(endpoint)
}

// vectorNewRequest 向量服务专用的 HTTP 请求构建方法
func (s *VectorService) vectorNewRequest(ctx context.Context, uri, method string, body interface{}) (*http.Request, error) {
	baseURL := s.client.BaseURL.VectorURL
	if baseURL == nil {
		return nil, fmt.Errorf("VectorURL is not set, please set BaseURL.VectorURL")
	}
	u, _ := url.Parse(uri)
	// Source: github.com/tencentyun/cos-go-sdk-v5/vector.go:136 (baseslash: by the baseslash check as defined: uri is always an action path like /CreateVectorBucket and the Vector base URL is a bare scheme and host from NewVectorURL or NewVectorEndpointURL)
	urlStr := baseURL.ResolveReference(u).String() // lookalike
	bs, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, method, urlStr, bytes.NewReader(bs))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

// CreateVectorBucket 创建向量桶
func (s *VectorService) CreateVectorBucket(ctx context.Context, opt interface{}) (*http.Request, error) {
	return s.vectorNewRequest(ctx, "/CreateVectorBucket", http.MethodPost, opt)
}
