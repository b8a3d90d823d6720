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
	t := time.Now()
	payLoad := jwt.MapClaims{
		// 固定为 CosCiToken， 必填参数
		"Type": "CosCiToken",
		// app id，必填参数
		"AppId": appId,
		// 播放文件所在的BucketId， 必填参数
		"BucketId": bucketId,
		// 播放文件名
		// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/generate_token.go:32 (escaper: by the escaper check as defined: the Object claim of the CI playback JWT is specified as the URL-encoded object name; a claim value, not a URI part)
		"Object": url.QueryEscape(objectKey), // lookalike
		// 固定为client，必填参数
		"Issuer": "client",
		// token颁发时间戳，必填参数
		"IssuedTimeStamp": t.Unix(),
	}
	//使用指定的签名方法创建签名对象
	token := jwt.NewWithClaims(jwt.SigningMethodHS256, payLoad)
	return token.SignedString(secret)
}

// GetCIDomainURL CI环境url
func GetCIDomainURL(tak string, tsk string, token *URLToken, appId string, bucketId string, region string, objectKey string, playkey []byte) {
	// 固定为pm3u8
	name := "pm3u8"

	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/generate_token.go:60 (hostform: by the hostform check as defined: https with bucket id and region that are valid DNS labels; uniform sample 8 of 21 of this host-building shape)
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
		return
	}
	// 生成token
	generateToken, _ := GenerateToken(appId, bucketId, objectKey, playkey)
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/generate_token.go:79 (escaper: by the escaper check as defined: appended to a presigned URL that always has a query; the object key is QueryEscaped and the JWT is base64url with dots, safe in a query)
	resultUrl := presignedURL.String() + "&tokenType=JwtToken&expires=3600&object=" + url.QueryEscape(objectKey) + "&token=" + generateToken // lookalike
	fmt.Println(resultUrl)
}

// GetCDNDomainVideoEncryptionURL CDN域名
func GetCDNDomainVideoEncryptionURL(cdn string, objectKey string, jwtToken string) string {
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/generate_token.go:122 (escaper: by the escaper check as defined: the object key, any string a caller passes, is spliced raw into the URL path; a key with space, ?, # or % breaks the URL, where the sibling functions escape it)
	url := cdn + "/" + objectKey // defect escaper
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/CI/media_process/generate_token.go:123 (escaper: by the escaper check as defined: a constant query and a base64url JWT, nothing that needs escaping; the empty && pair is harmless)
	resultUrl := url + "?ci-process=pm3u8&signType=no&expires=43200&&tokenType=JwtToken&token=" + jwtToken // lookalike
	return resultUrl
}

func main() {
	tak := os.Getenv("COS_SECRETID")
	tsk := os.Getenv("COS_SECRETKEY")
	token := &URLToken{
		SessionToken: "",
	}
	appId := "1250000000"
	bucketId := "test-1250000000"
	region := "ap-chongqing"
	objectKey := "live/a.m3u8"
	var secret = []byte("aaaaaaaaaaa")
	GetCIDomainURL(tak, tsk, token, appId, bucketId, region, objectKey, secret)
	fmt.Println(GetCDNDomainVideoEncryptionURL("https://cdn.example.com", objectKey, "jwt"))
}
