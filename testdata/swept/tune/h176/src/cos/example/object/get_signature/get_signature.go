package main

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

func main() {
	u, _ := url.Parse("https://test-1259654469.cos.ap-guangzhou.myqcloud.com")

	name := "中文测试"

	// 把相关header和query签入到签名中
	opt := struct{ Query *url.Values }{Query: &url.Values{}}
	opt.Query.Add("test_key", "中文测试")

	// 获取签名 (c.Object.GetSignature is omitted)
	auth := os.Getenv("AUTHORIZATION")

	cli := &http.Client{}
	// 请求需要和签名保持一致
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/get_signature.go:65 (escaper: by the escaper check as defined: the object key, here non-ASCII 中文测试, is spliced raw into the request path instead of being percent-encoded as the signature code does, so any key with space, ?, # or % breaks the URL)
	uristr := fmt.Sprintf("https://%s/%s?%s", u.Host, name, opt.Query.Encode()) // defect escaper
	req, err := http.NewRequest(http.MethodPut, uristr, strings.NewReader("test"))
	if err != nil {
		fmt.Println(err)
		return
	}
	req.Header.Add("x-cos-meta-test", "中文测试")
	req.Header.Add("Authorization", auth)

	resp, err := cli.Do(req)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
}
