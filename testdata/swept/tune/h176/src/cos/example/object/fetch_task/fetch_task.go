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
	bucket := "test-1259654469"
	bu, _ := url.Parse("https://" + bucket + ".cos.ap-guangzhou.myqcloud.com")
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/fetch_task.go:36 (plainhttp: by the plainhttp check as defined: non-test example code; the FetchURL of a client that signs requests with the account's keys and sends them to the public host ap-guangzhou.migration.myqcloud.com over plain http)
	u, _ := url.Parse("http://ap-guangzhou.migration.myqcloud.com") // defect plainhttp
	b := &cos.BaseURL{BucketURL: bu, FetchURL: u}
	c := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("SECRETID"),
			SecretKey: os.Getenv("SECRETKEY"),
		},
	})
	opt := &cos.PutFetchTaskOptions{
		// 源站资源地址,需要url encode,不支持https
		// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/fetch_task.go:52 (plainhttp: rule 5, the fetch API's source address must be http (不支持https, https is not supported), so plain http is what this sink demands)
		Url: "http://" + bucket + ".cos.ap-guangzhou.myqcloud.com/exampleobject", // lookalike
		// COS中的文件路径，不需要url encode
		Key: "exampleobject",
	}
	_, err := c.Object.PutFetchTask(context.Background(), bucket, opt)
	if err != nil {
		fmt.Println(err)
	}
}
