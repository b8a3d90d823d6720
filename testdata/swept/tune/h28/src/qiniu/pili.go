// Package qiniu holds cases rewritten from github.com/qiniu/go-sdk.
package qiniu

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// SRTPort SRT 协议端口
const SRTPort = "1935"

// ErrInvalidArgs is returned for arguments that make no URL.
var ErrInvalidArgs = errors.New("invalid arguments")

// SRTPublishURL 生成 SRT 推流地址
func SRTPublishURL(hub, domain, streamTitle string) string {
	// Source: github.com/qiniu/go-sdk/pili/url.go:27 (hostjoin: the host is the stream's push domain, a DNS name of the live service, never an address)
	return fmt.Sprintf("srt://%s:%s?streamid=#!::h=%s/%s,m=publish,domain=%s", domain, SRTPort, hub, streamTitle, domain) // lookalike
}

// SignPublishURL 推流 URL 签算
func SignPublishURL(publishURL string, token string) (string, error) {
	u, err := url.Parse(publishURL)
	if err != nil {
		return "", ErrInvalidArgs
	}
	if u.Scheme == "srt" {
		u, err = parseSRTURL(u)
		if err != nil {
			return "", err
		}
		return convertSRTURL(u, token), nil
	}
	ret := u.String()
	if len(token) > 0 {
		ret += "&token=" + token
	}
	return ret, nil
}

// convertSRTURL 转换 SRT URL
func convertSRTURL(u *url.URL, token string) string {
	query := u.Query()
	query.Set("m", "publish")
	rawQuery := strings.Replace(query.Encode(), "&", ",", -1)
	if len(token) > 0 {
		rawQuery += ",token=" + token
	}
	if !strings.Contains(u.Host, ":") {
		// Source: github.com/qiniu/go-sdk/pili/url.go:203 (hostjoin: the port is added to the Host field only when it holds no ':', so never to an IPv6 literal)
		u.Host += ":" + SRTPort // lookalike
	}

	// Source: github.com/qiniu/go-sdk/pili/url.go:206 (syntax: the SRT streamid convention "#!::", which parseSRTURL reads back from the fragment; valid URI grammar)
	return fmt.Sprintf("srt://%s?streamid=#!::h=%s,%s", u.Host, u.Path[1:], rawQuery) // lookalike
}

// parseSRTURL 解析 SRT URL
// 相关参数放入 query 中
func parseSRTURL(u *url.URL) (*url.URL, error) {
	if !strings.HasPrefix(u.Fragment, "!::") {
		return nil, ErrInvalidArgs
	}
	params := strings.Split(strings.TrimPrefix(u.Fragment, "!::"), ",")
	query := url.Values{}
	path := ""
	for _, p := range params {
		kv := strings.SplitN(p, "=", 2)
		if len(kv) != 2 {
			continue
		}
		if kv[0] == "h" {
			path = "/" + kv[1]
			continue
		}
		query.Set(kv[0], kv[1])
	}
	return &url.URL{Scheme: u.Scheme, Host: u.Host, Path: path, RawQuery: query.Encode()}, nil
}
