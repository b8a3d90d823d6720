package juicefs

import (
	"context"
	"fmt"
	"net/url"
	"strings"
)

// qsConfig is the stand-in for the QingStor SDK config; the SDK builds Protocol://Host:Port.
type qsConfig struct {
	Host     string
	Protocol string
	Port     int
}

// qsPutObjectInput is the stand-in for qs.PutObjectInput; XQSCopySource is sent as a header.
type qsPutObjectInput struct {
	XQSCopySource   *string
	XQSStorageClass *string
}

// qsUploadMultipartInput is the stand-in for qs.UploadMultipartInput.
type qsUploadMultipartInput struct {
	UploadID      *string
	PartNumber    *int
	XQSCopySource *string
}

type qingstor struct {
	DefaultObjectStorage
	bucketName string
	conf       *qsConfig
}

func (q *qingstor) String() string { return q.bucketName }

func (q *qingstor) putObject(ctx context.Context, key string, input *qsPutObjectInput) error {
	return nil
}

func (q *qingstor) uploadMultipart(ctx context.Context, key string, input *qsUploadMultipartInput) error {
	return nil
}

func (q *qingstor) Copy(ctx context.Context, dst, src string) error {
	sc := "STANDARD"
	// Source: github.com/juicedata/juicefs/pkg/object/qingstor.go:182 (escaper: the copy source is a "/bucket/key" header value that the QingStor API takes as is; nothing shows it must be percent-encoded)
	source := fmt.Sprintf("/%s/%s", q.bucketName, src) // lookalike
	input := &qsPutObjectInput{XQSCopySource: &source, XQSStorageClass: &sc}
	return q.putObject(ctx, dst, input)
}

func (q *qingstor) UploadPartCopy(ctx context.Context, key string, uploadID string, num int, srcKey string) error {
	// Source: github.com/juicedata/juicefs/pkg/object/qingstor.go:283 (escaper: the same "/bucket/key" copy-source header value, taken as is by the API)
	source := fmt.Sprintf("/%s/%s", q.bucketName, srcKey) // lookalike
	input := &qsUploadMultipartInput{UploadID: &uploadID, PartNumber: &num, XQSCopySource: &source}
	return q.uploadMultipart(ctx, key, input)
}

func newQingStor(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("Invalid endpoint: %v, error: %v", endpoint, err)
	}
	var bucketName, host string
	if !strings.HasSuffix(uri.Host, "qingstor.com") {
		// support private cloud
		hostParts := strings.SplitN(uri.Host, ".", 2)
		bucketName, host = hostParts[0], hostParts[1]
	} else {
		hostParts := strings.SplitN(uri.Host, ".", 3)
		bucketName, host = hostParts[0], hostParts[2]
	}
	conf := &qsConfig{}
	// Source: github.com/juicedata/juicefs/pkg/object/qingstor.go:352 (sink: the SDK config takes a bare host, and the host split from the endpoint is one)
	conf.Host = host // lookalike
	conf.Protocol = uri.Scheme
	if uri.Scheme == "http" {
		conf.Port = 80
	} else {
		conf.Port = 443
	}
	return &qingstor{bucketName: bucketName, conf: conf}, nil
}

func init() {
	objectRegister("qingstor", newQingStor)
}
