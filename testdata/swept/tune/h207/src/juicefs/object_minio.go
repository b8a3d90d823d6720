package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

type minio struct {
	DefaultObjectStorage
	bucket string
	opts   s3Options
}

func (m *minio) String() string {
	if m.opts.BaseEndpoint != nil {
		endpoint := *m.opts.BaseEndpoint
		if idx := strings.Index(endpoint, "://"); idx >= 0 {
			endpoint = endpoint[idx+3:]
		}
		// Source: github.com/juicedata/juicefs/pkg/object/minio.go:46 (syntax: endpoint host and bucket in a display string only logged and compared, no URI is sent)
		return fmt.Sprintf("minio://%s/%s/", endpoint, m.bucket) // lookalike
	}
	return m.bucket
}

func newMinio(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/minio.go:63 (plainhttp: default scheme for a user-given MinIO endpoint, usually a local or private server, whose host is not known to be public)
		endpoint = fmt.Sprintf("http://%s", endpoint) // lookalike
	}
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("Invalid endpoint %s: %s", endpoint, err)
	}
	m := &minio{bucket: strings.Split(uri.Path, "/")[1]}
	base := uri.String()
	m.opts.BaseEndpoint = &base
	return m, nil
}

func init() {
	objectRegister("minio", newMinio)
}
