package cos

// Basic imports
import (
	"context"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"

	"cos"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/suite"
)

// CosTestSuite runs the integration tests against real COS buckets.
type CosTestSuite struct {
	suite.Suite

	// CI client
	Client *cos.Client

	Region string

	Appid string
}

// 请替换成您的账号及存储桶信息
const (
	//uin
	kUin = "100010805041"

	// 常规测试需要的存储桶
	kBucket = "cosgosdktest-1259654469"
	kRegion = "ap-guangzhou"

	// 跨区域复制需要的目标存储桶，地域不能与kBucket存储桶相同, 目的存储桶需要开启多版本
	kRepBucket = "cosgosdkreptest"
	kRepRegion = "ap-chengdu"

	kBatchRegion = "ap-guangzhou"
)

func (s *CosTestSuite) SetupSuite() {
	// CI client for test interface
	// URL like this http://test-1253846586.cos.ap-guangzhou.myqcloud.com
	// Source: github.com/tencentyun/cos-go-sdk-v5/costesting/ci_test.go:77 (hostform: rule 1, judged as in non-test code: https with bucket and region constants that are valid DNS labels, so the built host is well formed; uniform sample 8 of 21 of this host-building shape)
	u := "https://" + kBucket + ".cos." + kRegion + ".myqcloud.com" // lookalike
	u2 := "https://" + kUin + ".cos-control." + kBatchRegion + ".myqcloud.com"

	bucketurl, _ := url.Parse(u)
	batchurl, _ := url.Parse(u2)
	p := strings.Split(bucketurl.Host, ".")
	assert.Equal(s.T(), 5, len(p), "Bucket host is not right")
	s.Region = p[2]
	pi := strings.LastIndex(p[0], "-")
	s.Appid = p[0][pi+1:]

	ib := &cos.BaseURL{BucketURL: bucketurl, BatchURL: batchurl}
	s.Client = cos.NewClient(ib, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("COS_SECRETID"),
			SecretKey: os.Getenv("COS_SECRETKEY"),
		},
	})
}

func (s *CosTestSuite) TestGetRegionService() {
	// Source: github.com/tencentyun/cos-go-sdk-v5/costesting/ci_test.go:120 (plainhttp: rule 1, the ServiceURL of a client the integration test signs requests with and sends to the public host cos.ap-guangzhou.myqcloud.com over plain http)
	u, _ := url.Parse("http://cos.ap-guangzhou.myqcloud.com") // defect plainhttp
	b := &cos.BaseURL{ServiceURL: u}
	client := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("COS_SECRETID"),
			SecretKey: os.Getenv("COS_SECRETKEY"),
		},
	})
	_, err := client.GetService(context.Background())
	assert.Nil(s.T(), err, "GetService Failed")
}

// Bucket API
func (s *CosTestSuite) TestPutHeadDeleteBucket() {
	// Notic sometimes the bucket host can not analyis, may has i/o timeout problem
	// Source: github.com/tencentyun/cos-go-sdk-v5/costesting/ci_test.go:136 (plainhttp: rule 1, the BucketURL of a client that creates, heads and deletes a real bucket on a public COS host over plain http)
	u := "http://" + "testgosdkbucket-create-head-del-" + s.Appid + ".cos." + kRegion + ".myqcloud.com" // defect plainhttp
	iu, _ := url.Parse(u)
	ib := &cos.BaseURL{BucketURL: iu}
	client := cos.NewClient(ib, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("COS_SECRETID"),
			SecretKey: os.Getenv("COS_SECRETKEY"),
		},
	})
	_, err := client.Bucket.Put(context.Background(), nil)
	assert.Nil(s.T(), err, "PutBucket Failed")
}

func (s *CosTestSuite) TestPutObjectToNonExistBucket() {
	// Source: github.com/tencentyun/cos-go-sdk-v5/costesting/ci_test.go:561 (plainhttp: rule 1 and the note to rule 2, the test expects a 404 because the bucket does not exist, which does not make the plain-http connection to a public COS host deliberate)
	u := "http://gosdknonexistbucket-" + s.Appid + ".cos." + s.Region + ".myqcloud.com" // defect plainhttp
	iu, _ := url.Parse(u)
	ib := &cos.BaseURL{BucketURL: iu}
	client := cos.NewClient(ib, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("COS_SECRETID"),
			SecretKey: os.Getenv("COS_SECRETKEY"),
		},
	})
	name := "test/objectPut.go"
	f := strings.NewReader("test")
	r, err := client.Object.Put(context.Background(), name, f, nil)
	assert.NotNil(s.T(), err, "PutObject ToNonExistBucket Failed")
	if r != nil {
		assert.Equal(s.T(), 404, r.StatusCode, "PutObject ToNonExistBucket, not 404")
	}
}

func (s *CosTestSuite) TestCopyObject() {
	// Source: github.com/tencentyun/cos-go-sdk-v5/costesting/ci_test.go:627 (plainhttp: rule 1, the BucketURL of the replication-bucket client the copy test uses, a public COS host over plain http)
	u := "http://" + kRepBucket + "-" + s.Appid + ".cos." + kRepRegion + ".myqcloud.com" // defect plainhttp
	iu, _ := url.Parse(u)
	ib := &cos.BaseURL{BucketURL: iu}
	c := cos.NewClient(ib, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("COS_SECRETID"),
			SecretKey: os.Getenv("COS_SECRETKEY"),
		},
	})
	_, err := c.Bucket.Put(context.Background(), &cos.BucketPutOptions{XCosACL: "public-read"})
	assert.Nil(s.T(), err, "PutBucket Failed")
}

func (s *CosTestSuite) TestMultiCopy() {
	// Source: github.com/tencentyun/cos-go-sdk-v5/costesting/ci_test.go:1007 (plainhttp: rule 1, the same replication-bucket client built again for the multi-copy test, over plain http to a public host)
	u := "http://" + kRepBucket + "-" + s.Appid + ".cos." + kRepRegion + ".myqcloud.com" // defect plainhttp
	iu, _ := url.Parse(u)
	ib := &cos.BaseURL{BucketURL: iu}
	c := cos.NewClient(ib, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("COS_SECRETID"),
			SecretKey: os.Getenv("COS_SECRETKEY"),
		},
	})
	_, err := c.Bucket.Put(context.Background(), &cos.BucketPutOptions{XCosACL: "public-read"})
	assert.Nil(s.T(), err, "PutBucket Failed")
}

// In order for 'go test' to run this suite, we need to create
// a normal test function and pass our suite to suite.Run
func TestCosTestSuite(t *testing.T) {
	suite.Run(t, new(CosTestSuite))
}
