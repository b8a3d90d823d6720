package cos

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
)

// Get 图片处理：operation 为处理规则，如 imageMogr2/thumbnail/!50p
func (s *CIService) Get(ctx context.Context, name string, operation string, opt interface{}, id ...string) (*Response, error) {
	var u string
	if len(id) == 1 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci.go:1236 (escaper: key and processing rule are both escaped with encodeURIComponent, the version id is an opaque service token; uniform sample 8 of 31)
		u = fmt.Sprintf("/%s?versionId=%s&%s", encodeURIComponent(name), id[0], encodeURIComponent(operation)) // lookalike
	} else {
		return nil, errors.New("wrong params (plain branch omitted)")
	}
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     u,
		method:  http.MethodGet,
	}
	return s.client.send(ctx, &sendOpt)
}

// GetQRcode 查询图片中的二维码
func (s *CIService) GetQRcode(ctx context.Context, name string, cover int, opt interface{}, id ...string) (*Response, error) {
	var u string
	if len(id) == 0 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci.go:1298 (escaper: by the escaper check as defined: escaped key, constant query and an integer; uniform sample 8 of 31)
		u = fmt.Sprintf("/%s?ci-process=QRcode&cover=%v", encodeURIComponent(name), cover) // lookalike
	} else {
		return nil, errors.New("wrong params (versionId branch omitted)")
	}
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     u,
		method:  http.MethodGet,
	}
	return s.client.send(ctx, &sendOpt)
}

func (s *CIService) sendCI(ctx context.Context, uri, method string, opt interface{}) (*Response, error) {
	var buf bytes.Buffer
	sendOpt := &sendOptions{
		baseURL:  s.client.BaseURL.BucketURL,
		uri:      uri,
		method:   method,
		optQuery: opt,
		result:   &buf,
	}
	return s.client.send(ctx, sendOpt)
}

// OcrRecognition 通用文字识别
func (s *CIService) OcrRecognition(ctx context.Context, obj string, opt interface{}) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci.go:1606 (escaper: by the escaper check as defined: escaped object key before a constant ci-process query; uniform sample 8 of 46)
	return s.sendCI(ctx, "/"+encodeURIComponent(obj)+"?ci-process=OCR", http.MethodGet, opt) // lookalike
}

// DetectPet 宠物识别
func (s *CIService) DetectPet(ctx context.Context, obj string, opt interface{}) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci.go:1968 (escaper: by the escaper check as defined: escaped object key before a constant ci-process query; uniform sample 8 of 46)
	return s.sendCI(ctx, "/"+encodeURIComponent(obj)+"?ci-process=detect-pet", http.MethodGet, opt) // lookalike
}

// LivenessRecognitionWhenUpload 上传时活体人脸核身
func (s *CIService) LivenessRecognitionWhenUpload(ctx context.Context, obj, filePath string, query interface{}) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci.go:2261 (escaper: by the escaper check as defined: escaped object key before a constant ci-process query; uniform sample 8 of 46)
	return s.sendCI(ctx, "/"+encodeURIComponent(obj)+"?ci-process=LivenessRecognition", http.MethodPut, query) // lookalike
}

// GetAISuperResolution 图片超分辨率
func (s *CIService) GetAISuperResolution(ctx context.Context, name string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci.go:2463 (escaper: by the escaper check as defined: escaped object key before a constant ci-process query; uniform sample 8 of 46)
	return s.sendCI(ctx, "/"+encodeURIComponent(name)+"?ci-process=AISuperResolution", http.MethodGet, nil) // lookalike
}

// GetImageRepair 图片修复
func (s *CIService) GetImageRepair(ctx context.Context, name string, opt interface{}) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci.go:2585 (escaper: by the escaper check as defined: escaped object key before a constant ci-process query; uniform sample 8 of 46)
	return s.sendCI(ctx, "/"+encodeURIComponent(name)+"?ci-process=ImageRepair", http.MethodGet, opt) // lookalike
}

// AIPortraitMatting 人像抠图
func (s *CIService) AIPortraitMatting(ctx context.Context, ObjectKey string, opt interface{}) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci.go:2728 (escaper: by the escaper check as defined: escaped object key before a constant ci-process query; uniform sample 8 of 46)
	return s.sendCI(ctx, "/"+encodeURIComponent(ObjectKey)+"?ci-process=AIPortraitMatting", http.MethodGet, opt) // lookalike
}
