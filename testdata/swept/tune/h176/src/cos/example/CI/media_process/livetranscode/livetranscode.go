package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"time"

	"cos"

	"github.com/golang-jwt/jwt/v5"
)

// URLToken 安全token
type URLToken struct {
	SessionToken string `url:"x-cos-security-token,omitempty" header:"-"`
}

// GenerateToken 生成jwt
func GenerateToken(appId string, bucketId string, objectKey string, secret []byte) (string, error) {
	payLoad := jwt.MapClaims{
		"Type":     "CosCiToken",
		"AppId":    appId,
		"BucketId": bucketId,
		// 播放文件名
		// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/livetranscode.go:33 (escaper: by the escaper check as defined: the JWT Object claim is specified as the URL-encoded object name; a claim value, not a URI part)
		"Object": url.QueryEscape(objectKey), // lookalike
		"Issuer": "client",
	}
	token := jwt.NewWithClaims(jwt.SigningMethodHS256, payLoad)
	return token.SignedString(secret)
}

// GetCIDomainVideoEncryptionURL CI验证环境
func GetCIDomainVideoEncryptionURL(tak string, tsk string, token *URLToken, bucketId string, region string, objectKey string, jwtToken string) string {
	// 固定为getplaylist
	name := "getplaylist"

	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/livetranscode.go:61 (hostform: by the hostform check as defined: https with bucket id and region that are valid DNS labels; uniform sample 8 of 21 of this host-building shape)
	u, _ := url.Parse("https://" + bucketId + ".ci." + region + ".myqcloud.com") // lookalike
	b := &cos.BaseURL{BucketURL: u}
	c := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:     tak,
			SecretKey:    tsk,
			SessionToken: token.SessionToken,
		},
	})
	ctx := context.Background()

	// 获取预签名
	presignedURL, err := c.Object.GetPresignedURL(ctx, http.MethodGet, name, tak, tsk, time.Hour, token)
	if err != nil {
		fmt.Printf("Error: %v\n", err)
		return ""
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/livetranscode.go:78 (escaper: by the escaper check as defined: appended to a presigned URL that has a query; the object key is QueryEscaped and the JWT is URL-safe)
	resultUrl := presignedURL.String() + "&tokenType=JwtToken&expires=3600&object=" + url.QueryEscape(objectKey) + "&token=" + jwtToken // lookalike
	return resultUrl
}

// GetCDNDomainVideoEncryptionURL CDN域名
func GetCDNDomainVideoEncryptionURL(cdn string, objectKey string, jwtToken string) string {
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/livetranscode.go:151 (escaper: by the escaper check as defined: the object key parameter is spliced raw into the URL path, so a key with space, ?, # or % breaks it)
	url := cdn + "/" + objectKey // defect escaper
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/livetranscode.go:152 (escaper: by the escaper check as defined: constant query pairs and a URL-safe JWT, nothing to escape)
	resultUrl := url + "?ci-process=getplaylist&signType=no&expires=43200&&tokenType=JwtToken&token=" + jwtToken // lookalike
	return resultUrl
}

// GetCDNDomainURL CDN域名
func GetCDNDomainURL(cdn string, objectKey string) string {
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/livetranscode.go:158 (escaper: by the escaper check as defined: the object key parameter is spliced raw into the URL path)
	url := cdn + "/" + objectKey // defect escaper
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/livetranscode.go:159 (escaper: by the escaper check as defined: a constant query appended, nothing to escape)
	resultUrl := url + "?ci-process=getplaylist&signType=no" // lookalike
	return resultUrl
}

func main() {
	tak := os.Getenv("COS_SECRETID")
	tsk := os.Getenv("COS_SECRETKEY")
	token := &URLToken{}
	jwtToken, _ := GenerateToken("1250000000", "test-1250000000", "live/a.m3u8", []byte("aaaaaaaaaaa"))
	fmt.Println(GetCIDomainVideoEncryptionURL(tak, tsk, token, "test-1250000000", "ap-chongqing", "live/a.m3u8", jwtToken))
	fmt.Println(GetCDNDomainVideoEncryptionURL("https://cdn.example.com", "live/a.m3u8", jwtToken))
	fmt.Println(GetCDNDomainURL("https://cdn.example.com", "live/a.m3u8"))
}
