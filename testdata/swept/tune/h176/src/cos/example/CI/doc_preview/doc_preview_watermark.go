package main

import (
	"fmt"
	"net/http"
	"net/url"
	"os"

	"cos"
)

func main() {
	bucket := os.Getenv("BUCKET")
	region := os.Getenv("REGION")
	if bucket == "" || region == "" {
		fmt.Println("please set env BUCKET / REGION")
		return
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/doc_preview/doc_preview_watermark.go:31 (syntax: by the rule that a template is judged as the URI it becomes when filled: the %s verbs are template holes filled with bucket and region, giving a valid https host)
	u, _ := url.Parse(fmt.Sprintf("https://%s.cos.%s.myqcloud.com", bucket, region)) // lookalike
	b := &cos.BaseURL{BucketURL: u}
	c := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("SECRETID"),
			SecretKey: os.Getenv("SECRETKEY"),
		},
	})
	_ = c
}
