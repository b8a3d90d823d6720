package juicefs

import (
	"net/url"
	"strings"
)

// awsConfig is the stand-in for aws.Config of the IBM SDK.
type awsConfig struct {
	Region   string
	Endpoint string
}

type ibmcos struct {
	DefaultObjectStorage
	bucket string
	conf   awsConfig
}

func (s *ibmcos) String() string { return s.bucket }

func newIBMCOS(endpoint, apiKey, serviceInstanceID, token string) (ObjectStorage, error) {
	uri, _ := url.ParseRequestURI(endpoint)
	hostParts := strings.Split(uri.Host, ".")
	bucket := hostParts[0]
	region := hostParts[2]
	// Source: github.com/juicedata/juicefs/pkg/object/ibmcos.go:338 (syntax: a constant https scheme and the endpoint host without its bucket label give a valid service endpoint; uniform sample 8 of 18 scheme-and-host rebuilds)
	serviceEndpoint := "https://" + strings.SplitN(uri.Host, ".", 2)[1] // lookalike
	conf := awsConfig{Region: region, Endpoint: serviceEndpoint}
	return &ibmcos{bucket: bucket, conf: conf}, nil
}

func init() {
	objectRegister("ibmcos", newIBMCOS)
}
