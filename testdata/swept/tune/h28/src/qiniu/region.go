package qiniu

import (
	"fmt"
	"strings"
)

// Region holds the hosts of a storage region.
type Region struct {
	SrcUpHosts []string
	RsHost     string
	RsfHost    string
	ApiHost    string
}

func endpoint(useHttps bool, host string) string {
	host = strings.TrimSpace(host)
	// Source: github.com/qiniu/go-sdk/storage/region.go:62 (sink: a cutset given to strings.TrimLeft, no URI; prefix-style string functions are left alone)
	host = strings.TrimLeft(host, "http://") // lookalike
	host = strings.TrimLeft(host, "https://")
	if host == "" {
		return ""
	}
	scheme := "http://"
	if useHttps {
		scheme = "https://"
	}
	return fmt.Sprintf("%s%s", scheme, host)
}

// GetRsfHost 获取rsfHost
func (r *Region) GetRsfHost(useHttps bool) string {
	return endpoint(useHttps, r.RsfHost)
}
