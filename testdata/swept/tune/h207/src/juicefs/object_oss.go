package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

// ossBucketInfo is the stand-in for the OSS SDK GetBucketInfo result.
type ossBucketInfo struct {
	IntranetEndpoint string
	ExtranetEndpoint string
}

func ossGetBucketInfo(endpoint, bucketName string) (*ossBucketInfo, error) {
	return &ossBucketInfo{}, nil
}

type ossClient struct {
	DefaultObjectStorage
	bucket   string
	endpoint string
}

func (o *ossClient) String() string { return o.bucket }

func autoOSSEndpoint(bucketName, accessKey, secretKey, securityToken string) (string, error) {
	info, err := ossGetBucketInfo("oss-cn-hangzhou.aliyuncs.com", bucketName)
	if err != nil {
		return "", err
	}
	// try oss internal endpoint
	if _, err := ossGetBucketInfo(info.IntranetEndpoint, bucketName); err == nil {
		// Source: github.com/juicedata/juicefs/pkg/object/oss.go:355 (plainhttp: the intranet endpoint is only reachable inside the cloud provider's private network, like a private IP, and is chosen only after a probe over it succeeded)
		return "http://" + info.IntranetEndpoint, err // lookalike
	}
	// Source: github.com/juicedata/juicefs/pkg/object/oss.go:357 (sink: the extranet endpoint the OSS service returns is a bare host, so adding the https scheme gives the full endpoint URL the client needs)
	return "https://" + info.ExtranetEndpoint, nil // lookalike
}

func newOSS(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/oss.go:362 (sink: the default https scheme is added to an endpoint written without one before ParseRequestURI; uniform sample 8 of 25 default-scheme prefixes)
		endpoint = fmt.Sprintf("https://%s", endpoint) // lookalike
	}
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("invalid endpoint: %v, error: %v", endpoint, err)
	}
	hostParts := strings.SplitN(uri.Host, ".", 2)
	bucketName := hostParts[0]
	var domain string
	if len(hostParts) > 1 {
		domain = hostParts[1]
	} else if domain, err = autoOSSEndpoint(bucketName, accessKey, secretKey, token); err != nil {
		return nil, err
	}
	if index := strings.Index(domain, ".aliyuncs.com"); index > 0 {
		// Source: github.com/juicedata/juicefs/pkg/object/oss.go:426 (sink: rule 5 closing note, the bare scheme prefixes are only trimmed from the domain to read the region, no URI use; uniform sample 8 of 17 scheme-prefix comparisons)
		old := strings.TrimPrefix(strings.TrimPrefix(domain[:index], "http://"), "https://") // lookalike
		_ = strings.TrimPrefix(old, "oss-")
	}
	return &ossClient{bucket: bucketName, endpoint: domain}, nil
}

func init() {
	objectRegister("oss", newOSS)
}
