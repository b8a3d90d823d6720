package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

type cosBucket struct{ Name, Region string }

type COS struct {
	DefaultObjectStorage
	endpoint string
}

func (c *COS) String() string { return c.endpoint }

func listCOSBuckets(accessKey, secretKey string) []cosBucket { return nil }

func autoCOSEndpoint(bucketName, accessKey, secretKey, token string) (string, error) {
	for _, b := range listCOSBuckets(accessKey, secretKey) {
		if b.Name == bucketName {
			// Source: github.com/juicedata/juicefs/pkg/object/cos.go:314 (syntax: bucket name and region returned by the COS service are DNS labels, so the filled template is a valid endpoint URL)
			return fmt.Sprintf("https://%s.cos.%s.myqcloud.com", b.Name, b.Region), nil // lookalike
		}
	}
	return "", fmt.Errorf("bucket %q doesn't exist", bucketName)
}

func newCOS(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/cos.go:323 (sink: the default https scheme is added to an endpoint written without one before ParseRequestURI; uniform sample 8 of 25 default-scheme prefixes)
		endpoint = fmt.Sprintf("https://%s", endpoint) // lookalike
	}
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("Invalid endpoint %s: %s", endpoint, err)
	}
	hostParts := strings.SplitN(uri.Host, ".", 2)
	if len(hostParts) == 1 {
		if endpoint, err = autoCOSEndpoint(hostParts[0], accessKey, secretKey, token); err != nil {
			return nil, err
		}
	}
	return &COS{endpoint: endpoint}, nil
}

func init() {
	objectRegister("cos", newCOS)
}
