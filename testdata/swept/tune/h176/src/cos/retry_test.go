package cos

import (
	"context"
	"net/http"
	"net/url"
	"os"
	"testing"
	"time"
)

var (
	normal_domain = "cos-sdk-err-retry-1253960454.cos.ap-chengdu.myqcloud.com"
	nocos_domain  = os.Getenv("ERR_HOST")
)

func retrysetup(host string) *Client {
	// Source: github.com/tencentyun/cos-go-sdk-v5/retry_test.go:20 (plainhttp: rule 1, the base URL of a client the retry tests really connect with, a public COS bucket host over plain http)
	u, _ := url.Parse("http://" + host) // defect plainhttp
	cli := NewClient(&BaseURL{
		BucketURL:  u,
		ServiceURL: u,
		BatchURL:   u,
		CIURL:      u,
		FetchURL:   u,
		VectorURL:  u,
	}, &http.Client{
		Timeout: 6 * time.Second,
	})
	cli.Conf.RetryOpt.Count = 2
	return cli
}

func Test_Retry_GetObject_normaldomain_noswitch(t *testing.T) {
	if os.Getenv("ERR_HOST") == "" {
		t.Skip("ERR_HOST is empty, skip")
	}
	domain := normal_domain
	cli := retrysetup(domain)
	resp, err := cli.Object.Head(context.Background(), "200r", nil)
	if err != nil || resp.StatusCode != 200 {
		t.Errorf("Get 200r: %v", err)
	}
}

func Test_Retry_GetObject_nocosdomain_noswitch(t *testing.T) {
	if nocos_domain == "" {
		t.Skip("ERR_HOST is empty, skip")
	}
	cli := retrysetup(nocos_domain)
	if _, err := cli.Object.Head(context.Background(), "200", nil); err != nil {
		t.Logf("Get 200: %v", err)
	}
}
