package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

type eos struct {
	DefaultObjectStorage
	bucket   string
	endpoint string
}

func (s *eos) String() string { return s.bucket }

func newEos(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("invalid endpoint %s: %s", endpoint, err)
	}
	hostParts := strings.Split(uri.Host, ".")
	bucket := hostParts[0]
	// Source: github.com/juicedata/juicefs/pkg/object/eos.go:65 (syntax: the parsed scheme and the host with its bucket label cut off rebuild a valid endpoint URL; uniform sample 8 of 18 scheme-and-host rebuilds)
	endpoint = uri.Scheme + "://" + uri.Host[len(bucket)+1:] // lookalike
	return &eos{bucket: bucket, endpoint: endpoint}, nil
}

func init() {
	objectRegister("eos", newEos)
}
