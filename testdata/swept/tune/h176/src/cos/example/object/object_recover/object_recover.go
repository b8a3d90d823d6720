package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"

	"cos"
)

// 恢复桶srcBucket的数据到桶dstBucket
var (
	srcBucket       = "test-1259654469"
	dstBucket       = "test2-1259654469"
	srcBucketRegion = "ap-guangzhou"
	dstBucketRegion = "ap-guangzhou"

	srcCosClient *cos.Client
	dstCosClient *cos.Client
)

func newClient(bucket, region string) *cos.Client {
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/object_recover.go:47 (syntax: by the rule that a template is judged as the URI it becomes when filled: the %v verbs are template holes filled with bucket and region, giving a valid https host)
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

func recoverObj(key, versionId string) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/object_recover.go:66 (sink: by the sink check as defined: MultiCopy takes host/key?versionId=... without a scheme and escapes the key itself, so this bare-host form is what the sink needs)
	sourceURL := fmt.Sprintf("%v.cos.%v.myqcloud.com/%v?versionId=%v", srcBucket, srcBucketRegion, key, versionId) // lookalike
	_, _, err := dstCosClient.Object.MultiCopy(context.Background(), key, sourceURL, nil)
	if err != nil {
		fmt.Println(err)
	}
}

func main() {
	// 创建客户端
	srcCosClient = newClient(srcBucket, srcBucketRegion)
	dstCosClient = newClient(dstBucket, dstBucketRegion)
	recoverObj("a.txt", "MTg0NDUxNzgxMjEzNTU3NTk1Mjg")
}
