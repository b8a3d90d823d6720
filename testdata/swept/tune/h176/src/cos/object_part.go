package cos

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// CompleteMultipartUpload 请求实现完成整个分块上传。
func (s *ObjectService) CompleteMultipartUpload(ctx context.Context, name, uploadID string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_part.go:262 (escaper: by the escaper check as defined: the key is escaped with encodeURIComponent and the upload id is a server-issued hex token that needs no escaping; uniform sample 8 of 31)
	u := fmt.Sprintf("/%s?uploadId=%s", encodeURIComponent(name), uploadID) // lookalike
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     u,
		method:  http.MethodPost,
	}
	return s.client.send(ctx, &sendOpt)
}

// ObjectCopyPartOptions is the options of CopyPart
type ObjectCopyPartOptions struct {
	XCosCopySource string `header:"x-cos-copy-source" url:"-"`
}

// CopyPart 请求实现在初始化以后的分块上传。
// ObjectCopyPartOptions的XCosCopySource为必填参数，格式为<bucket-name>-<app-id>.cos.<region-id>.myqcloud.com/<object-key>
func (s *ObjectService) CopyPart(ctx context.Context, name, uploadID string, partNumber int, sourceURL string, opt *ObjectCopyPartOptions, id ...string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_part.go:375 (sink: by the rule that a value only compared, searched for or printed is no URI use: the scheme prefix is only searched for, to reject a sourceURL that has one)
	if strings.HasPrefix(sourceURL, "http://") || // lookalike
		// Source: github.com/tencentyun/cos-go-sdk-v5/object_part.go:375 (sink: by the rule that a value only compared, searched for or printed is no URI use: second prefix of the same rejection test, only searched for)
		strings.HasPrefix(sourceURL, "https://") { // lookalike
		return nil, errors.New("sourceURL format is invalid.")
	}
	surl := strings.SplitN(sourceURL, "/", 2)
	if len(surl) < 2 {
		return nil, fmt.Errorf("x-cos-copy-source format error: %s", sourceURL)
	}
	var u string
	if len(id) == 1 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/object_part.go:384 (sink: by the sink check as defined: the x-cos-copy-source header value is host/key without a scheme by the API's format, key escaped)
		u = fmt.Sprintf("%s/%s?versionId=%s", surl[0], encodeURIComponent(surl[1]), id[0]) // lookalike
	} else if len(id) == 0 {
		keyAndVer := strings.SplitN(surl[1], "?versionId=", 2)
		if len(keyAndVer) < 2 {
			u = surl[0] + "/" + encodeURIComponent(surl[1], []byte{'/'})
		} else {
			// Source: github.com/tencentyun/cos-go-sdk-v5/object_part.go:390 (sink: by the sink check as defined: the same scheme-less copy-source value with escaped key and version)
			u = fmt.Sprintf("%v/%v?versionId=%v", surl[0], encodeURIComponent(keyAndVer[0], []byte{'/'}), encodeURIComponent(keyAndVer[1], []byte{'='})) // lookalike
		}
	} else {
		return nil, errors.New("wrong params")
	}
	sendOpt := sendOptions{
		baseURL:   s.client.BaseURL.BucketURL,
		uri:       "/" + encodeURIComponent(name),
		method:    http.MethodPut,
		optQuery:  url.Values{"partNumber": {fmt.Sprint(partNumber)}, "uploadId": {uploadID}},
		optHeader: &ObjectCopyPartOptions{XCosCopySource: u},
	}
	return s.client.send(ctx, &sendOpt)
}

func (s *ObjectService) innerHead(ctx context.Context, sourceURL string, id []string) (*Response, error) {
	surl := strings.SplitN(sourceURL, "/", 2)
	if len(surl) < 2 {
		return nil, fmt.Errorf("sourceURL format error: %s", sourceURL)
	}
	scheme := "http"
	if s.client.BaseURL.BucketURL != nil && s.client.BaseURL.BucketURL.Scheme == "https" {
		scheme = "https"
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_part.go:535 (sink: by the sink check as defined: the scheme of the client's own BucketURL is put before the copy source's host[:port], turning the bare host into the absolute base URL NewClient needs)
	u, err := url.Parse(fmt.Sprintf("%s://%s", scheme, surl[0])) // lookalike
	if err != nil {
		return nil, err
	}
	b := &BaseURL{BucketURL: u}
	client := NewClient(b, &http.Client{
		Transport: s.client.client.Transport,
	})
	if len(id) > 0 {
		return client.Object.Head(ctx, surl[1], nil, id[0])
	}
	keyAndVer := strings.SplitN(surl[1], "?versionId=", 2)
	if len(keyAndVer) < 2 {
		// 不存在versionId
		return client.Object.Head(ctx, surl[1], nil)
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_part.go:551 (escaper: by the escaper check as defined: the query text is parsed back with url.ParseQuery, which decodes the version id the caller wrote in query form)
	q, err := url.ParseQuery("versionId=" + keyAndVer[1]) // lookalike
	if err != nil {
		return nil, fmt.Errorf("sourceURL format error: %s", sourceURL)
	}
	return client.Object.Head(ctx, keyAndVer[0], nil, q.Get("versionId"))
}

// MultiCopy 如果源对象大于5G，则采用分块复制的方式进行拷贝
func (s *ObjectService) MultiCopy(ctx context.Context, name string, sourceURL string, opt interface{}, id ...string) (*ObjectCopyResult, *Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_part.go:563 (sink: by the rule that a value only compared, searched for or printed is no URI use: the scheme prefix is only searched for, to reject a sourceURL that has one)
	if strings.HasPrefix(sourceURL, "http://") || // lookalike
		// Source: github.com/tencentyun/cos-go-sdk-v5/object_part.go:563 (sink: by the rule that a value only compared, searched for or printed is no URI use: second prefix of the same rejection test, only searched for)
		strings.HasPrefix(sourceURL, "https://") { // lookalike
		return nil, nil, errors.New("sourceURL format is invalid.")
	}
	resp, err := s.innerHead(ctx, sourceURL, id)
	if err != nil {
		return nil, resp, err
	}
	return s.Copy(ctx, name, sourceURL, nil, id...)
}
