package main

import (
	"fmt"
	"os"
)

// mustGetEnv 读取必填环境变量；缺失时打印友好提示并以非零码退出。
func mustGetEnv(key, hint string) string {
	v := os.Getenv(key)
	if v != "" {
		return v
	}
	fmt.Fprintf(os.Stderr, "\n[ENV MISSING] 缺少必需环境变量: %s\n", key)
	if hint != "" {
		fmt.Fprintf(os.Stderr, "              说明: %s\n", hint)
	}
	fmt.Fprintln(os.Stderr, "  export COS_SECRETID=<你的 SecretId>")
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/image_process/hdr_image_processing.go:29 (syntax: rule 4, a console URL inside a help message printed to the user, joined to the words before it)
	fmt.Fprintln(os.Stderr, "如何获取密钥: https://console.cloud.tencent.com/cam/capi") // lookalike
	os.Exit(1)
	return ""
}

func main() {
	fmt.Println(mustGetEnv("COS_SECRETID", ""))
}
