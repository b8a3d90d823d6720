package cos

import (
	"io/ioutil"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

var (
	// mux is the HTTP request multiplexer used with the test server.
	mux *http.ServeMux

	// client is the COS client being tested.
	client *Client

	// server is a test HTTP server used to provide mock API responses.
	server *httptest.Server
)

// setup sets up a test HTTP server along with a cos.Client that is
// configured to talk to that test server.
func setup() {
	mux = http.NewServeMux()
	server = httptest.NewServer(mux)
	u, _ := url.Parse(server.URL)
	client = NewClient(&BaseURL{
		BucketURL:      u,
		ServiceURL:     u,
		BatchURL:       u,
		CIURL:          u,
		FetchURL:       u,
		MetaInsightURL: u,
		VectorURL:      u,
	}, nil)
}

// teardown closes the test HTTP server.
func teardown() {
	server.Close()
}

func testMethod(t *testing.T, r *http.Request, want string) {
	if got := r.Method; got != want {
		t.Errorf("Request method: %v, want %v", got, want)
	}
}

func testHeader(t *testing.T, r *http.Request, header string, want string) {
	if got := r.Header.Get(header); got != want {
		t.Errorf("Header.Get(%q) returned %q, want %q", header, got, want)
	}
}

func testBody(t *testing.T, r *http.Request, want string) {
	b, err := ioutil.ReadAll(r.Body)
	if err != nil {
		t.Errorf("Error reading request body: %v", err)
	}
	if got := string(b); got != want {
		t.Errorf("request Body is %s, want %s", got, want)
	}
}

type values map[string]string

func testFormValues(t *testing.T, r *http.Request, values values) {
	r.ParseForm()
	for k, v := range values {
		if got := r.Form.Get(k); got != v {
			t.Errorf("Request parameter %s: %v, want %v", k, got, v)
		}
	}
}

// Test_SwitchHost checks that toSwitchHost moves a myqcloud.com host to
// tencentcos.cn and keeps whatever port the URL had.
func Test_SwitchHost(t *testing.T) {
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:221 (port: rule 2c and 2d, input to toSwitchHost, URL code that splits off and re-appends the port, in a sequence of rows that vary the port on purpose)
	u, _ := url.Parse("http://example-125000000.cos.ap-chengdu.myqcloud.com:80/123") // lookalike
	res := toSwitchHost(u)
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:223 (port: rule 2c, the expected output of toSwitchHost, showing the explicit port is preserved)
	want := "http://example-125000000.cos.ap-chengdu.tencentcos.cn:80/123" // lookalike
	if res.String() != want {
		t.Errorf("toSwitchHost failed, expect: %v, res: %v", want, res.String())
	}

	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:228 (port: rule 2c and 2d, a cos-website host with an explicit :443 fed to toSwitchHost, which must leave it alone)
	u, _ = url.Parse("https://example-125000000.cos-website.ap-chengdu.myqcloud.com:443/123") // lookalike
	res = toSwitchHost(u)
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:230 (port: rule 2c, the expected unchanged output of toSwitchHost)
	want = "https://example-125000000.cos-website.ap-chengdu.myqcloud.com:443/123" // lookalike
	if res.String() != want {
		t.Errorf("toSwitchHost failed, expect: %v, res: %v", want, res.String())
	}

	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:235 (port: rule 2c and 2d, an accelerate host with :443 that toSwitchHost must not switch)
	u, _ = url.Parse("https://example-125000000.cos.accelerate.myqcloud.com:443/123") // lookalike
	res = toSwitchHost(u)
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:237 (port: rule 2c, the expected unchanged output of toSwitchHost)
	want = "https://example-125000000.cos.accelerate.myqcloud.com:443/123" // lookalike
	if res.String() != want {
		t.Errorf("toSwitchHost failed, expect: %v, res: %v", want, res.String())
	}
}

func Test_BaseURL(t *testing.T) {
	u, _ := url.Parse("https://example-125000000.cos.ap-chengdu.myqcloud.com")
	if !(&BaseURL{BucketURL: u, ServiceURL: u, BatchURL: u}).Check() {
		t.Errorf("BaseURL check failed: %v", u)
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:285 (port: rule 2c, input to BaseURL.Check, the SSRF guard whose checker regexp explicitly allows an optional port)
	u, _ = url.Parse("http://example-125000000.cos-internal.ap-chengdu.tencentcos.cn:80") // lookalike
	if !(&BaseURL{BucketURL: u, ServiceURL: u, BatchURL: u}).Check() {
		t.Errorf("BaseURL check failed: %v", u)
	}

	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:302 (credentials: rule 2a, the userinfo trick that hides host 123.com behind a COS-looking name, and Check must reject it)
	u, _ = url.Parse("https://example-125000000.cos.ap-chengdu@123.com/.myqcloud.com") // lookalike
	if (&BaseURL{BucketURL: u, ServiceURL: u, BatchURL: u}).Check() {
		t.Errorf("BaseURL check failed: %v", u)
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:306 (credentials: rule 2a, the same userinfo trick with a :443 tail in the path, expected to be rejected)
	u, _ = url.Parse("https://example-125000000.cos.ap-chengdu@123.com/.myqcloud.com:443") // lookalike
	if (&BaseURL{BucketURL: u, ServiceURL: u, BatchURL: u}).Check() {
		t.Errorf("BaseURL check failed: %v", u)
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:310 (credentials: rule 2a, repeated userinfo-trick row that Check must reject)
	u, _ = url.Parse("https://example-125000000.cos.ap-chengdu@123.com/.myqcloud.com") // lookalike
	if (&BaseURL{BucketURL: u, ServiceURL: u, BatchURL: u}).Check() {
		t.Errorf("BaseURL check failed: %v", u)
	}

	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:323 (port: rule 2c, a ServiceURL with :80 given to the Check validator, which must accept a port)
	u, _ = url.Parse("http://service.cos.tencentcos.cn:80") // lookalike
	if !(&BaseURL{ServiceURL: u}).Check() {
		t.Errorf("BaseURL check failed: %v", u)
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:339 (credentials: rule 2a, a ServiceURL whose real host is qq.com behind userinfo, expected to fail Check)
	u, _ = url.Parse("http://service.cos@qq.com/.myqcloud.com") // lookalike
	if (&BaseURL{ServiceURL: u}).Check() {
		t.Errorf("BaseURL check failed: %v", u)
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:343 (credentials: rule 2a, the repeated row of the same rejected ServiceURL)
	u, _ = url.Parse("http://service.cos@qq.com/.myqcloud.com") // lookalike
	if (&BaseURL{ServiceURL: u}).Check() {
		t.Errorf("BaseURL check failed: %v", u)
	}
}

// ==================== hostPrefix 正则测试 ====================

func Test_HostPrefix(t *testing.T) {
	// 不合法的前缀（bucket 名不以数字结尾的 appid 格式，或 SSRF 类攻击 URL）
	noMatchCases := []string{
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:425 (credentials: rules 2a and 2b, a no-match row of the hostPrefix guard, commented as an SSRF attack URL)
		"https://bucket.cos.ap-guangzhou@attack.com/.myqcloud.com", // lookalike
		"https://example.com",
	}
	for _, c := range noMatchCases {
		if hostPrefix.MatchString(c) {
			t.Errorf("hostPrefix should not match: %v", c)
		}
	}
}

// ==================== bucketDomainChecker 正则测试 ====================

func Test_BucketDomainChecker(t *testing.T) {
	// 合法的 bucket 域名格式
	matchCases := []string{
		"https://bucket-123.cos.ap-guangzhou.myqcloud.com",
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:483 (port: rule 2c and 2d, a match row of the domain checker that varies the port on purpose)
		"https://bucket-123.cos.ap-guangzhou.tencentcos.cn:443", // lookalike
	}
	for _, c := range matchCases {
		if !bucketDomainChecker.MatchString(c) {
			t.Errorf("bucketDomainChecker should match: %v", c)
		}
	}

	// 不合法的域名格式（SSRF 攻击类）
	noMatchCases := []string{
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:498 (credentials: rules 2a and 2b, a row of the SSRF no-match table)
		"https://cos@qq.com/.myqcloud.com", // lookalike
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:499 (credentials: rules 2a and 2b, a row of the SSRF no-match table)
		"https://bucket.cos.ap-chengdu@123.com/.myqcloud.com", // lookalike
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:500 (credentials: rules 2a and 2b, a row of the SSRF no-match table with a port-looking tail)
		"https://bucket.cos.ap-chengdu@123.com/.myqcloud.com:443", // lookalike
		// 大写字母
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:502 (hostcase: rule 2a, the upper-case row of a no-match table, commented 大写字母, that the checker must reject)
		"https://Bucket-123.cos.ap-guangzhou.myqcloud.com", // lookalike
		// 特殊字符
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:504 (hostform: rule 2a, the underscore row of a no-match table, commented 特殊字符, that the checker must reject)
		"https://bucket_123.cos.ap-guangzhou.myqcloud.com", // lookalike
	}
	for _, c := range noMatchCases {
		if bucketDomainChecker.MatchString(c) {
			t.Errorf("bucketDomainChecker should not match: %v", c)
		}
	}
}

// ==================== checkURL 函数测试 ====================

func Test_CheckURL(t *testing.T) {
	// SSRF 类攻击 URL: url.Parse 后 hostname 为 attack.com（@ 前为 userinfo），
	// 不匹配 COS 域名后缀，checkURL 不拦截（此类场景由 BaseURL.Check 拦截）
	ssrfCases := []string{
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:546 (credentials: rules 2b and 2c, a row of the table named ssrfCases fed to the checkURL guard)
		"https://bucket.cos.ap-guangzhou@attack.com/.myqcloud.com", // lookalike
	}
	for _, c := range ssrfCases {
		u, _ := url.Parse(c)
		if !checkURL(u) {
			t.Errorf("checkURL should return true for non-COS hostname SSRF URL (handled by BaseURL.Check): %v", c)
		}
	}
}

// ==================== BaseURL.Check + innerCheck 综合测试 ====================

func Test_BaseURL_InnerCheck(t *testing.T) {
	// 腾讯云域名但格式非法（SSRF 类攻击）
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:595 (credentials: rules 2a and 2b, a variable named ssrf that Check must reject in every field)
	ssrf, _ := url.Parse("https://cos@qq.com/.myqcloud.com") // lookalike
	if (&BaseURL{BucketURL: ssrf}).Check() {
		t.Errorf("BaseURL with SSRF URL in BucketURL should fail Check")
	}

	// 带端口的 tencentcos.cn 域名
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos_test.go:613 (port: rule 2c, input to the Check validator in a case about URLs with a port)
	withPortTcn, _ := url.Parse("https://bucket-123.cos.ap-guangzhou.tencentcos.cn:443") // lookalike
	if !(&BaseURL{BucketURL: withPortTcn}).Check() {
		t.Errorf("BaseURL with tencentcos.cn port should pass Check: %v", withPortTcn)
	}
}
