package cos

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// PresignedURLOptions is the option of GetPresignedURL
type PresignedURLOptions struct {
	Query      *url.Values
	Header     *http.Header
	SignMerged bool
}

// GetPresignedURL returns a presigned URL of the object.
func (s *ObjectService) GetPresignedURL(ctx context.Context, httpMethod, name, ak, sk string, expired time.Duration, opt interface{}, signHost ...bool) (*url.URL, error) {
	if name == "" {
		return nil, fmt.Errorf("object key is empty")
	}
	name = encodeURIComponent(name, []byte{'/'})
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     "/" + name,
		method:  httpMethod,
	}
	req, err := s.client.newPresignedRequest(ctx, &sendOpt)
	if err != nil {
		return nil, err
	}
	authorization := newAuthorization(ak, sk, req, NewAuthTime(expired), true)
	if opt, ok := opt.(*PresignedURLOptions); ok && opt.SignMerged {
		sign := encodeURIComponent(authorization)
		if req.URL.RawQuery == "" {
			// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:222 (escaper: by the escaper check as defined: sign is the whole Authorization value escaped with encodeURIComponent; uniform sample 4 of 12, one of three identical presign blocks)
			req.URL.RawQuery = fmt.Sprintf("sign=%s", sign) // lookalike
		} else {
			// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:224 (escaper: by the escaper check as defined: the escaped sign appended to an already encoded query; uniform sample 4 of 12)
			req.URL.RawQuery = fmt.Sprintf("%s&sign=%s", req.URL.RawQuery, sign) // lookalike
		}
		return req.URL, nil
	}
	sign := encodeURIComponent(authorization, []byte{'&', '='})

	if req.URL.RawQuery == "" {
		// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:233 (escaper: by the escaper check as defined: the Authorization fields become query pairs, their values escaped by encodeURIComponent keeping only & and = that separate them; uniform sample 4 of 12)
		req.URL.RawQuery = fmt.Sprintf("%s", sign) // lookalike
	} else {
		// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:235 (escaper: by the escaper check as defined: the same escaped pairs appended to an encoded query; uniform sample 4 of 12)
		req.URL.RawQuery = fmt.Sprintf("%s&%s", req.URL.RawQuery, sign) // lookalike
	}
	return req.URL, nil
}

// ObjectCopyOptions is the option of Copy, choose header or body
type ObjectCopyOptions struct {
	XCosCopySource string `header:"x-cos-copy-source" url:"-"`
}

// ObjectCopyResult is the result of Copy
type ObjectCopyResult struct {
	ETag string `xml:"ETag,omitempty"`
}

// Copy 调用 PutObjectCopy 请求实现将一个文件从源路径复制到目标路径。
// sourceURL 格式为 <bucket-name>-<app-id>.cos.<region-id>.myqcloud.com/<object-key>，
// 它作为 x-cos-copy-source 头部发送，不带 scheme。
func (s *ObjectService) Copy(ctx context.Context, name, sourceURL string, opt *ObjectCopyOptions, id ...string) (*ObjectCopyResult, *Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:670 (sink: by the rule that a value only compared, searched for or printed is no URI use: the scheme is only searched for with strings.HasPrefix, to reject a sourceURL that has one)
	if strings.HasPrefix(sourceURL, "http://") || // lookalike
		// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:670 (sink: by the rule that a value only compared, searched for or printed is no URI use: the second prefix of the same rejection test, only searched for)
		strings.HasPrefix(sourceURL, "https://") { // lookalike
		return nil, nil, errors.New("sourceURL format is invalid.")
	}
	surl := strings.SplitN(sourceURL, "/", 2)
	if len(surl) < 2 {
		return nil, nil, fmt.Errorf("x-cos-copy-source format error: %s", sourceURL)
	}
	var u string
	if len(id) == 1 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:679 (sink: by the sink check as defined: the x-cos-copy-source header takes host/key without a scheme, so the bare host is what it needs; the key is escaped and the version id is an opaque URL-safe token)
		u = fmt.Sprintf("%s/%s?versionId=%s", surl[0], encodeURIComponent(surl[1]), id[0]) // lookalike
	} else if len(id) == 0 {
		keyAndVer := strings.SplitN(surl[1], "?versionId=", 2)
		if len(keyAndVer) < 2 {
			u = surl[0] + "/" + encodeURIComponent(surl[1], []byte{'/'})
		} else {
			// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:685 (sink: by the sink check as defined: the same scheme-less copy-source header value, key and version escaped)
			u = fmt.Sprintf("%v/%v?versionId=%v", surl[0], encodeURIComponent(keyAndVer[0], []byte{'/'}), encodeURIComponent(keyAndVer[1], []byte{'='})) // lookalike
		}
	} else {
		return nil, nil, errors.New("wrong params")
	}
	var res ObjectCopyResult
	var buf bytes.Buffer
	sendOpt := sendOptions{
		baseURL:   s.client.BaseURL.BucketURL,
		uri:       "/" + encodeURIComponent(name),
		method:    http.MethodPut,
		optHeader: &ObjectCopyOptions{XCosCopySource: u},
		result:    &buf,
	}
	resp, err := s.client.send(ctx, &sendOpt)
	return &res, resp, err
}

// ObjectDeleteOptions is the option of Delete
type ObjectDeleteOptions struct {
	XOptionQuery *url.Values
}

// Delete Object请求可以将一个文件（Object）删除。
func (s *ObjectService) Delete(ctx context.Context, name string, opt ...*ObjectDeleteOptions) (*Response, error) {
	var optHeader *ObjectDeleteOptions
	if len(name) == 0 || name == "/" {
		return nil, errors.New("empty object name")
	}
	if len(opt) > 0 {
		optHeader = opt[0]
	}
	uri := "/" + encodeURIComponent(name)
	if optHeader != nil && optHeader.XOptionQuery != nil {
		// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:761 (escaper: by the escaper check as defined: the extra query is url.Values encoded with Encode, the right query escaper, after an escaped key)
		uri = uri + "?" + optHeader.XOptionQuery.Encode() // lookalike
	}
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     uri,
		method:  http.MethodDelete,
	}
	return s.client.send(ctx, &sendOpt)
}

// Head Object请求可以取回对应Object的元数据
func (s *ObjectService) Head(ctx context.Context, name string, opt interface{}, id ...string) (*Response, error) {
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     "/" + encodeURIComponent(name),
		method:  http.MethodHead,
	}
	if len(id) == 1 {
		sendOpt.optQuery = url.Values{"versionId": {id[0]}}
	}
	return s.client.send(ctx, &sendOpt)
}

// PostRestore 请求可以对一个通过 COS 归档为 archive 类型的对象进行恢复
func (s *ObjectService) PostRestore(ctx context.Context, name string, opt interface{}, id ...string) (*Response, error) {
	var u string
	if len(id) == 0 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:867 (escaper: by the escaper check as defined: the object key is escaped with encodeURIComponent and the rest is a constant query; uniform sample 8 of 31 of the escaped-key-plus-query shape)
		u = fmt.Sprintf("/%s?restore", encodeURIComponent(name)) // lookalike
	} else {
		return nil, errors.New("wrong params (versionId branch omitted)")
	}
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     u,
		method:  http.MethodPost,
	}
	return s.client.send(ctx, &sendOpt)
}

// GetTagging 查询对象标签
func (s *ObjectService) GetTagging(ctx context.Context, name string, opt ...interface{}) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:2199 (escaper: by the escaper check as defined: escaped key plus a constant query; uniform sample 8 of 31)
	u := fmt.Sprintf("/%s?tagging", encodeURIComponent(name)) // lookalike
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     u,
		method:  http.MethodGet,
	}
	return s.client.send(ctx, &sendOpt)
}

// PutFetchTaskOptions is the body of PutFetchTask
type PutFetchTaskOptions struct {
	Url string `json:"Url,omitempty"`
	Key string `json:"Key,omitempty"`
}

// PutFetchTask 发起异步拉取任务
func (s *ObjectService) PutFetchTask(ctx context.Context, bucket string, opt *PutFetchTaskOptions) (*Response, error) {
	var buf bytes.Buffer
	sendOpt := &sendOptions{
		baseURL: s.client.BaseURL.FetchURL,
		// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:2312 (escaper: by the escaper check as defined: bucket names are made of lower-case letters, digits and -, which need no escaping in a path)
		uri:    fmt.Sprintf("/%s/", bucket), // lookalike
		method: http.MethodPost,
		result: &buf,
	}
	return s.client.send(ctx, sendOpt)
}

// GetFetchTask 查询异步拉取任务
func (s *ObjectService) GetFetchTask(ctx context.Context, bucket string, taskid string) (*Response, error) {
	var buf bytes.Buffer
	sendOpt := &sendOptions{
		baseURL: s.client.BaseURL.FetchURL,
		// Source: github.com/tencentyun/cos-go-sdk-v5/object.go:2330 (escaper: by the escaper check as defined: the bucket name needs no escaping and the task id is escaped with encodeURIComponent)
		uri:    fmt.Sprintf("/%s/%s", bucket, encodeURIComponent(taskid)), // lookalike
		method: http.MethodGet,
		result: &buf,
	}
	return s.client.send(ctx, sendOpt)
}
