package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

// s3Options is the stand-in for s3.Options; BaseEndpoint is the service URL.
type s3Options struct {
	BaseEndpoint *string
	Region       string
}

type s3client struct {
	DefaultObjectStorage
	bucket string
	opts   s3Options
}

func (s *s3client) String() string {
	if s.opts.BaseEndpoint != nil {
		endpoint := *s.opts.BaseEndpoint
		if idx := strings.Index(endpoint, "://"); idx >= 0 {
			endpoint = endpoint[idx+3:]
		}
		// Source: github.com/juicedata/juicefs/pkg/object/s3.go:67 (syntax: endpoint host and bucket in a display string that is only logged and compared, no URI is sent)
		return fmt.Sprintf("s3://%s/%s/", endpoint, s.bucket) // lookalike
	}
	// Source: github.com/juicedata/juicefs/pkg/object/s3.go:69 (syntax: the bucket name in a display string only logged and compared; uniform sample 8 of 32 String() templates)
	return fmt.Sprintf("s3://%s/", s.bucket) // lookalike
}

func newS3(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		if len(strings.Split(endpoint, ".")) > 1 && !strings.HasSuffix(endpoint, ".amazonaws.com") {
			// Source: github.com/juicedata/juicefs/pkg/object/s3.go:497 (plainhttp: a default scheme for a user-given S3-compatible endpoint, whose host is not known to be a public Internet host; users choose https by writing it)
			endpoint = fmt.Sprintf("http://%s", endpoint) // lookalike
		} else {
			// Source: github.com/juicedata/juicefs/pkg/object/s3.go:499 (sink: the default https scheme is added to an AWS endpoint written without one before ParseRequestURI; uniform sample 8 of 25 default-scheme prefixes)
			endpoint = fmt.Sprintf("https://%s", endpoint) // lookalike
		}
	}
	endpoint = strings.Trim(endpoint, "/")
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("Invalid endpoint %s: %s", endpoint, err.Error())
	}
	var bucketName, ep string
	hostParts := strings.SplitN(uri.Host, ".", 2)
	bucketName = hostParts[0]
	if len(hostParts) > 1 && !strings.Contains(uri.Host, ".amazonaws.com") {
		ep = hostParts[1]
	}
	s := &s3client{bucket: bucketName}
	if ep != "" {
		// Source: github.com/juicedata/juicefs/pkg/object/s3.go:610 (syntax: the parsed scheme and the endpoint host split off the bucket rebuild a valid BaseEndpoint URL; uniform sample 8 of 18 scheme-and-host rebuilds)
		base := uri.Scheme + "://" + ep // lookalike
		s.opts.BaseEndpoint = &base
	}
	return s, nil
}

func init() {
	objectRegister("s3", newS3)
}
