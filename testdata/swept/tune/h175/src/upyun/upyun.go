// Package upyun holds cases rewritten from github.com/upyun/go-sdk/v3/upyun.
package upyun

import (
	"crypto/md5"
	"fmt"
	"net/http"
)

// UpYunConfig configures a client.
type UpYunConfig struct {
	Bucket    string
	Operator  string
	Password  string
	Secret    string
	Hosts     map[string]string
	UserAgent string
	UseHTTP   bool
}

// UpYun is the SDK client.
type UpYun struct {
	UpYunConfig
	httpc      *http.Client
	deprecated bool
}

// NewUpYun creates a client.
func NewUpYun(config *UpYunConfig) *UpYun {
	up := &UpYun{}
	up.UpYunConfig = *config
	up.Password = md5Str(config.Password)
	up.httpc = &http.Client{}
	return up
}

func md5Str(s string) string {
	return fmt.Sprintf("%x", md5.Sum([]byte(s)))
}
