package main

import (
	"context"
	"net/http"
	"net/url"
	"os"
	"strings"

	"cos"
)

func main() {
	u, _ := url.Parse("https://test-1259654469.cos.ap-guangzhou.myqcloud.com")
	b := &cos.BaseURL{BucketURL: u}

	// 使用代理, 填写自己的代理地址
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/put_with_proxy.go:41 (syntax: rule 3, a <hostname-or-ip> placeholder the reader of the example is told to replace with their own proxy address)
	proxyURL, _ := url.Parse("http://<hostname-or-ip>:7000") // lookalike
	c := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("SECRETID"),
			SecretKey: os.Getenv("SECRETKEY"),
			// base on http.DefaultTransport
			Transport: &http.Transport{
				Proxy: http.ProxyURL(proxyURL), // 设置代理
			},
		},
	})
	_, _ = c.Object.Put(context.Background(), "example", strings.NewReader("test"), nil)
}
