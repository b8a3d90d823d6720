package onepanel

import (
	"fmt"
	"net/http"
	"net/url"

	cosSDK "github.com/tencentyun/cos-go-sdk-v5"
)

type cosClient struct {
	scType           string
	client           *cosSDK.Client
	clientWithBucket *cosSDK.Client
}

// NewCosClient builds Tencent COS clients for the service and the bucket.
func NewCosClient(vars map[string]interface{}) (*cosClient, error) {
	region := loadParamFromVars("region", vars)
	accessKey := loadParamFromVars("accessKey", vars)
	secretKey := loadParamFromVars("secretKey", vars)
	bucket := loadParamFromVars("bucket", vars)
	scType := loadParamFromVars("scType", vars)
	if len(scType) == 0 {
		scType = "Standard"
	}

	// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/cos.go:29 (syntax: the %s is a template hole filled with a COS region name such as ap-shanghai, giving a valid https host)
	u, _ := url.Parse(fmt.Sprintf("https://cos.%s.myqcloud.com", region)) // lookalike
	b := &cosSDK.BaseURL{BucketURL: u}
	client := cosSDK.NewClient(b, &http.Client{
		Transport: &cosSDK.AuthorizationTransport{SecretID: accessKey, SecretKey: secretKey},
	})

	if len(bucket) != 0 {
		// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/cos.go:39 (syntax: the holes are filled with a bucket name and a region, DNS labels, so the filled template is a valid URL)
		u2, _ := url.Parse(fmt.Sprintf("https://%s.cos.%s.myqcloud.com", bucket, region)) // lookalike
		b2 := &cosSDK.BaseURL{BucketURL: u2}
		clientWithBucket := cosSDK.NewClient(b2, &http.Client{
			Transport: &cosSDK.AuthorizationTransport{SecretID: accessKey, SecretKey: secretKey},
		})
		return &cosClient{client: client, clientWithBucket: clientWithBucket, scType: scType}, nil
	}
	return &cosClient{client: client, clientWithBucket: nil, scType: scType}, nil
}
