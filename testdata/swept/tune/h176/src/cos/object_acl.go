package cos

import (
	"context"
	"errors"
	"fmt"
	"net/http"
)

// PutACL 使用API写入Object的ACL表
func (s *ObjectService) PutACL(ctx context.Context, name string, opt interface{}, id ...string) (*Response, error) {
	var u string
	if len(id) == 1 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/object_acl.go:64 (escaper: by the escaper check as defined: the key is escaped with encodeURIComponent and the version id is an opaque URL-safe token the service issued; uniform sample 8 of 31)
		u = fmt.Sprintf("/%s?acl&versionId=%s", encodeURIComponent(name), id[0]) // lookalike
	} else {
		return nil, errors.New("wrong params (plain branch omitted)")
	}
	sendOpt := sendOptions{
		baseURL: s.client.BaseURL.BucketURL,
		uri:     u,
		method:  http.MethodPut,
	}
	return s.client.send(ctx, &sendOpt)
}
