package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"

	"cos"
)

var (
	srcBucket       = "test-1259654469"
	srcBucketRegion = "ap-guangzhou"

	srcCosClient *cos.Client
)

func newClient(bucket, region string) *cos.Client {
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/object_recover2.go:46 (syntax: by the rule that a template is judged as the URI it becomes when filled: %v template holes filled with bucket and region, a valid https host)
	u, _ := url.Parse(fmt.Sprintf("https://%v.cos.%v.myqcloud.com", bucket, region)) // lookalike
	b := &cos.BaseURL{
		BucketURL: u,
	}
	return cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("SECRETID"),
			SecretKey: os.Getenv("SECRETKEY"),
		},
	})
}

// 恢复数据
func recoverObj(key, versionId string) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/object_recover2.go:66 (sink: by the sink check as defined: the scheme-less host/key?versionId=... form MultiCopy requires)
	sourceURL := fmt.Sprintf("%v.cos.%v.myqcloud.com/%v?versionId=%v", srcBucket, srcBucketRegion, key, versionId) // lookalike
	_, _, err := srcCosClient.Object.MultiCopy(context.Background(), key, sourceURL, nil)
	if err != nil {
		fmt.Println(err)
	}
}

func main() {
	srcCosClient = newClient(srcBucket, srcBucketRegion)
	recoverObj("a.txt", "MTg0NDUxNzgxMjEzNTU3NTk1Mjg")
}
