package cos

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
)

// BatchUpdatePriorityOptions is the option of UpdateJobPriority
type BatchUpdatePriorityOptions struct {
	JobId    string `url:"-" header:"-" xml:"-"`
	Priority int    `url:"priority" header:"-" xml:"-"`
}

// BatchUpdateStatusOptions is the option of UpdateJobStatus
type BatchUpdateStatusOptions struct {
	JobId           string `url:"-" header:"-" xml:"-"`
	RequestedStatus string `url:"requestedJobStatus" header:"-" xml:"-"`
}

func (s *BatchService) sendBatch(ctx context.Context, u, method string, opt interface{}) (*Response, error) {
	var buf bytes.Buffer
	sendOpt := &sendOptions{
		baseURL:  s.client.BaseURL.BatchURL,
		uri:      u,
		method:   method,
		optQuery: opt,
		result:   &buf,
	}
	return s.client.send(ctx, sendOpt)
}

// DescribeJob 查询批量处理任务
func (s *BatchService) DescribeJob(ctx context.Context, id string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/batch.go:181 (escaper: by the escaper check as defined: batch job ids are service-issued UUIDs such as 795ad997-5557-4869-9a19-b66ec087d460, which need no escaping in a path)
	u := fmt.Sprintf("/jobs/%s", id) // lookalike
	return s.sendBatch(ctx, u, http.MethodGet, nil)
}

// UpdateJobPriority 更新任务优先级
func (s *BatchService) UpdateJobPriority(ctx context.Context, opt *BatchUpdatePriorityOptions) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/batch.go:243 (escaper: by the escaper check as defined: the job id is a UUID that needs no escaping; the priority goes through the url-tag encoder)
	u := fmt.Sprintf("/jobs/%s/priority", opt.JobId) // lookalike
	return s.sendBatch(ctx, u, http.MethodPost, opt)
}

// UpdateJobStatus 更新任务状态
func (s *BatchService) UpdateJobStatus(ctx context.Context, opt *BatchUpdateStatusOptions) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/batch.go:270 (escaper: by the escaper check as defined: the job id is a UUID that needs no escaping)
	u := fmt.Sprintf("/jobs/%s/status", opt.JobId) // lookalike
	return s.sendBatch(ctx, u, http.MethodPost, opt)
}

// DeleteJob 删除任务
func (s *BatchService) DeleteJob(ctx context.Context, id string) (*Response, error) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/batch.go:288 (escaper: by the escaper check as defined: the job id is a UUID that needs no escaping)
	u := fmt.Sprintf("/jobs/%s", id) // lookalike
	return s.sendBatch(ctx, u, http.MethodDelete, nil)
}
