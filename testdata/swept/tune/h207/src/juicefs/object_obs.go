package juicefs

import (
	"fmt"
	"net/url"
	"os"
	"strings"
)

type obsBucket struct{ Name, Location string }

type obsClient struct {
	DefaultObjectStorage
	bucket   string
	endpoint string
}

func (s *obsClient) String() string { return s.bucket }

func listOBSBuckets(endpoint, accessKey, secretKey, token string) ([]obsBucket, error) {
	if _, err := url.Parse(endpoint); err != nil {
		return nil, err
	}
	return nil, nil
}

func autoOBSEndpoint(bucketName, accessKey, secretKey, token string) (string, error) {
	region := "cn-north-4"
	if r := os.Getenv("HWCLOUD_DEFAULT_REGION"); r != "" {
		region = r
	}
	// Source: github.com/juicedata/juicefs/pkg/object/obs.go:363 (syntax: the %s is a region name such as cn-north-4, a DNS label, so the filled template is a valid endpoint)
	endpoint := fmt.Sprintf("https://obs.%s.myhuaweicloud.com", region) // lookalike
	buckets, err := listOBSBuckets(endpoint, accessKey, secretKey, token)
	if err != nil {
		return "", err
	}
	for _, bucket := range buckets {
		if bucket.Name == bucketName {
			return fmt.Sprintf("obs.%s.myhuaweicloud.com", bucket.Location), nil
		}
	}
	return "", fmt.Errorf("bucket %q does not exist", bucketName)
}

func newOBS(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("invalid endpoint %s: %q", endpoint, err)
	}
	hostParts := strings.SplitN(uri.Host, ".", 2)
	bucketName := hostParts[0]
	if len(hostParts) > 1 {
		// Source: github.com/juicedata/juicefs/pkg/object/obs.go:395 (syntax: the parsed scheme and the host without its bucket label rebuild a valid endpoint; uniform sample 8 of 18 scheme-and-host rebuilds)
		endpoint = fmt.Sprintf("%s://%s", uri.Scheme, hostParts[1]) // lookalike
	} else {
		if endpoint, err = autoOBSEndpoint(bucketName, accessKey, secretKey, token); err != nil {
			return nil, err
		}
	}
	return &obsClient{bucket: bucketName, endpoint: endpoint}, nil
}

func init() {
	objectRegister("obs", newOBS)
}
