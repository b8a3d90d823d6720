package coscrypto_test

import (
	"net/http"
	"net/url"
	"os"

	"cos"
)

func (s *CosTestSuite) TestMultiUpload_DecryptWithNewClient() {
	// Source: github.com/tencentyun/cos-go-sdk-v5/crypto/crypto_object_part_test.go:325 (hostform: rule 1, judged as in non-test code: https with bucket and region constants that are valid DNS labels; uniform sample 8 of 21 of this host-building shape)
	u, _ := url.Parse("https://" + kBucket + ".cos." + kRegion + ".myqcloud.com") // lookalike
	b := &cos.BaseURL{BucketURL: u}
	c := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("COS_SECRETID"),
			SecretKey: os.Getenv("COS_SECRETKEY"),
		},
	})
	_ = c
}
