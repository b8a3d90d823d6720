package cos

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// GetMediaInfo 媒体信息接口
func (s *CIService) GetMediaInfo(ctx context.Context, name string, opt interface{}, id ...string) (*Response, error) {
	var u string

	// 兼容 name 以 / 开头的情况
	if strings.HasPrefix(name, "/") {
		name = encodeURIComponent("/") + encodeURIComponent(name[1:], []byte{'/'})
	} else {
		name = encodeURIComponent(name, []byte{'/'})
	}

	if len(id) == 1 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media.go:1599 (escaper: by the escaper check as defined: name was escaped with encodeURIComponent a few lines above, so splicing it here is neither raw nor double escaping)
		u = fmt.Sprintf("/%s?versionId=%s&ci-process=videoinfo", name, id[0]) // lookalike
	} else if len(id) == 0 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media.go:1601 (escaper: by the escaper check as defined: the already escaped name before a constant query)
		u = fmt.Sprintf("/%s?ci-process=videoinfo", name) // lookalike
	} else {
		return nil, fmt.Errorf("wrong params")
	}
	return s.sendCI(ctx, u, http.MethodGet, opt)
}

// GetSnapshot 获取媒体文件某个时间的截图
func (s *CIService) GetSnapshot(ctx context.Context, name string, opt interface{}, id ...string) (*Response, error) {
	var u string
	if len(id) == 0 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media.go:1801 (escaper: by the escaper check as defined: escaped key before a constant query; uniform sample 8 of 31)
		u = fmt.Sprintf("/%s?ci-process=snapshot", encodeURIComponent(name)) // lookalike
	} else {
		return nil, errors.New("wrong params (versionId branch omitted)")
	}
	return s.sendCI(ctx, u, http.MethodGet, opt)
}

// ActiveMediaWorkflow 启用工作流
func (s *CIService) ActiveMediaWorkflow(ctx context.Context, workflowId string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media.go:3394 (escaper: by the escaper check as defined: workflow ids are service-issued alphanumeric tokens such as w1b4ffd6900a343c3a2fe5b92b1fb7ff6, which need no escaping)
	return s.sendCI(ctx, "/workflow/"+workflowId+"?active", http.MethodPut, nil) // lookalike
}

// PausedMediaWorkflow 暂停工作流
func (s *CIService) PausedMediaWorkflow(ctx context.Context, workflowId string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media.go:3405 (escaper: by the escaper check as defined: the same alphanumeric workflow id)
	return s.sendCI(ctx, "/workflow/"+workflowId+"?paused", http.MethodPut, nil) // lookalike
}

// ImageSearch 图片搜索
func (s *CIService) ImageSearch(ctx context.Context, name string, opt interface{}) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media.go:3723 (escaper: by the escaper check as defined: escaped object key before a constant query; uniform sample 8 of 46)
	return s.sendCI(ctx, "/"+encodeURIComponent(name)+"?ci-process=ImageSearch&action=SearchImage", http.MethodGet, opt) // lookalike
}

// CancelJob 取消任务
func (s *CIService) CancelJob(ctx context.Context, jobId string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media.go:3774 (escaper: by the escaper check as defined: job ids are service-issued alphanumeric tokens that need no escaping)
	return s.sendCI(ctx, "/jobs/"+jobId+"?cancel", http.MethodPut, nil) // lookalike
}

// ModifyM3U8Token 修改 m3u8 的 token
func (s *CIService) ModifyM3U8Token(ctx context.Context, name string, opt interface{}, id ...string) (*Response, error) {
	var u string
	if len(id) == 0 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media.go:3832 (escaper: by the escaper check as defined: escaped key before a constant query; uniform sample 8 of 31)
		u = fmt.Sprintf("/%s?ci-process=modifym3u8token", encodeURIComponent(name)) // lookalike
	} else {
		return nil, errors.New("wrong params (versionId branch omitted)")
	}
	return s.sendCI(ctx, u, http.MethodGet, opt)
}
