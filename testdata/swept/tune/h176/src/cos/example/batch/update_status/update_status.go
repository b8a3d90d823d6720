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
	uin := "100010805041"
	jobid := "289b0ea1-5ac5-453d-8a61-7f452dd4a209"
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/batch/update_status.go:18 (hostform: by the hostform check as defined: https with a numeric uin as the first DNS label of a fixed batch host; uniform sample 8 of 21 of this host-building shape)
	u, _ := url.Parse("https://" + uin + ".cos-control.ap-chengdu.myqcloud.com") // lookalike
	b := &cos.BaseURL{BatchURL: u}
	c := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("COS_SECRETID"),
			SecretKey: os.Getenv("COS_SECRETKEY"),
		},
	})
	opt := &cos.BatchUpdateStatusOptions{
		JobId:           jobid,
		RequestedStatus: "Ready",
	}
	_, err := c.Batch.UpdateJobStatus(context.Background(), opt)
	if err != nil {
		fmt.Println(err)
	}
}
