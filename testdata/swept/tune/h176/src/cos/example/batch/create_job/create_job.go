package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"

	"cos"
)

func main() {
	test_batch_bucket := "testcd-1259654469"
	uin := "100010805041"
	region := "ap-chengdu"

	// Source: github.com/tencentyun/cos-go-sdk-v5/example/batch/create_job.go:25 (hostform: by the hostform check as defined: https with a bucket name and region that are valid DNS labels, so the built host is well formed; uniform sample 8 of 21 of this host-building shape)
	bucketurl, _ := url.Parse("https://" + test_batch_bucket + ".cos." + region + ".myqcloud.com") // lookalike
	batchurl, _ := url.Parse("https://" + uin + ".cos-control." + region + ".myqcloud.com")

	b := &cos.BaseURL{BucketURL: bucketurl, BatchURL: batchurl}
	c := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("COS_SECRETID"),
			SecretKey: os.Getenv("COS_SECRETKEY"),
		},
	})
	_, err := c.Batch.DescribeJob(context.Background(), "795ad997-5557-4869-9a19-b66ec087d460")
	if err != nil {
		fmt.Println(err)
	}
}
