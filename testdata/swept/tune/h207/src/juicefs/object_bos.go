package juicefs

import (
	"fmt"
	"net/url"
	"os"
	"strings"
)

// bosClient is the stand-in for the BOS SDK client; endpoint is a URL like https://bj.bcebos.com.
type bosClient struct{ endpoint string }

func bosNewClient(accessKey, secretKey, endpoint string) (*bosClient, error) {
	return &bosClient{endpoint}, nil
}

func (c *bosClient) GetBucketLocation(bucket string) (string, error) { return "bj", nil }

type bosclient struct {
	DefaultObjectStorage
	bucket string
	c      *bosClient
}

func (q *bosclient) String() string { return q.bucket }

func autoBOSEndpoint(bucketName, accessKey, secretKey string) (string, error) {
	region := "bj"
	if r := os.Getenv("BDCLOUD_DEFAULT_REGION"); r != "" {
		region = r
	}
	// Source: github.com/juicedata/juicefs/pkg/object/bos.go:277 (syntax: the %s is a region name such as bj, which makes a valid DNS label under bcebos.com)
	endpoint := fmt.Sprintf("https://%s.bcebos.com", region) // lookalike
	bosCli, err := bosNewClient(accessKey, secretKey, endpoint)
	if err != nil {
		return "", err
	}
	location, err := bosCli.GetBucketLocation(bucketName)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s.bcebos.com", location), nil
}

func newBOS(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("Invalid endpoint: %v, error: %v", endpoint, err)
	}
	hostParts := strings.SplitN(uri.Host, ".", 2)
	if len(hostParts) != 2 {
		return nil, fmt.Errorf("Invalid endpoint: %v", endpoint)
	}
	bucketName := hostParts[0]
	endpoint = hostParts[1]
	if hostParts[1] == "bcebos.com" {
		if endpoint, err = autoBOSEndpoint(bucketName, accessKey, secretKey); err != nil {
			return nil, err
		}
	}
	// Source: github.com/juicedata/juicefs/pkg/object/bos.go:313 (syntax: the scheme of the parsed endpoint and the region host split from it rebuild a valid service URL; uniform sample 8 of 18 scheme-and-host rebuilds)
	endpoint = fmt.Sprintf("%s://%s", uri.Scheme, endpoint) // lookalike
	c, err := bosNewClient(accessKey, secretKey, endpoint)
	if err != nil {
		return nil, err
	}
	return &bosclient{bucket: bucketName, c: c}, nil
}

func init() {
	objectRegister("bos", newBOS)
}
