package upyun

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"strings"
)

// RESTAuthConfig holds what the REST signature covers.
type RESTAuthConfig struct {
	Method    string
	Uri       string
	DateStr   string
	LengthStr string
}

// PurgeAuthConfig holds what the purge signature covers.
type PurgeAuthConfig struct {
	PurgeList string
	DateStr   string
}

// UnifiedAuthConfig holds what the unified signature covers.
type UnifiedAuthConfig struct {
	Method     string
	Uri        string
	DateStr    string
	Policy     string
	ContentMD5 string
}

// MakeRESTAuth returns the value of the Authorization header of a REST request.
func (u *UpYun) MakeRESTAuth(config *RESTAuthConfig) string {
	sign := []string{config.Method, config.Uri, config.DateStr, config.LengthStr, u.Password}
	// Source: github.com/upyun/go-sdk/v3/upyun/auth.go:37 (hostjoin: operator name and signature are joined with a colon into an Authorization header value, no host, port or URI is built, by the hostjoin check, which concerns only a host and port joined into a URI or authority)
	return "UpYun " + u.Operator + ":" + md5Str(strings.Join(sign, "&")) // lookalike
}

// MakePurgeAuth returns the value of the Authorization header of a purge request.
func (u *UpYun) MakePurgeAuth(config *PurgeAuthConfig) string {
	sign := []string{config.PurgeList, u.Bucket, config.DateStr, u.Password}
	// Source: github.com/upyun/go-sdk/v3/upyun/auth.go:47 (hostjoin: bucket, operator and signature are joined with colons into an Authorization header value, not into a host:port or URI, by the hostjoin check, which concerns only a host and port joined into a URI or authority)
	return "UpYun " + u.Bucket + ":" + u.Operator + ":" + md5Str(strings.Join(sign, "&")) // lookalike
}

// MakeUnifiedAuth returns the value of the Authorization header of a signed request.
func (u *UpYun) MakeUnifiedAuth(config *UnifiedAuthConfig) string {
	sign := []string{config.Method, config.Uri, config.DateStr, config.Policy, config.ContentMD5}
	signNoEmpty := []string{}
	for _, v := range sign {
		if v != "" {
			signNoEmpty = append(signNoEmpty, v)
		}
	}
	hm := hmac.New(sha1.New, []byte(u.Password))
	hm.Write([]byte(strings.Join(signNoEmpty, "&")))
	signStr := base64.StdEncoding.EncodeToString(hm.Sum(nil))
	// Source: github.com/upyun/go-sdk/v3/upyun/auth.go:83 (hostjoin: operator name and HMAC signature are joined with a colon into an Authorization header value, no host, port or URI is built, by the hostjoin check, which concerns only a host and port joined into a URI or authority)
	return "UpYun " + u.Operator + ":" + signStr // lookalike
}
