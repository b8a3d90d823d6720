package cos

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/google/go-querystring/query"
)

const (
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:32 (plainhttp: by the plainhttp check as defined: non-test library code; NewClient falls back to this ServiceURL and sends signed service requests over plain http to the public host service.cos.myqcloud.com)
	defaultServiceBaseURL = "http://service.cos.myqcloud.com" // defect plainhttp
)

var (
	hostSuffix = regexp.MustCompile(`^.*((cos|cos-internal|cos-website|ci)\.[a-z0-9-]+|file)\.(myqcloud\.com|tencentcos\.cn).*$`)
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:48 (syntax: by the rule that a value only compared, searched for or printed is no URI use: a regular expression that matches COS URLs, never sent or parsed as a URI; its backslashes and braces are regexp syntax)
	hostPrefix = regexp.MustCompile(`^(http://|https://){0,1}([a-z0-9-]+-[0-9]+\.){0,1}((cos|cos-internal|cos-website|ci)\.[a-z0-9-]+|file)\.(myqcloud\.com|tencentcos\.cn).*$`) // lookalike
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:49 (syntax: by the rule that a value only compared, searched for or printed is no URI use: a regular expression for MetaInsight hosts, used only with MatchString, not a URI)
	metaInsightHostPrefix = regexp.MustCompile(`^(http://|https://){0,1}([0-9]+\.){1}((cos|cos-internal|cos-website|ci)\.[a-z0-9-]+|file)\.(myqcloud\.com|tencentcos\.cn).*$`) // lookalike

	domainSuffix = regexp.MustCompile(`^.*\.(myqcloud\.com(:[0-9]+){0,1}|tencentcos\.cn(:[0-9]+){0,1})$`)
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:55 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the bucket-domain checker of the SSRF guard, a regular expression used only with MatchString, not a URI)
	bucketDomainChecker = regexp.MustCompile(`^(http://|https://){0,1}([a-z0-9-]+\.)+(myqcloud\.com|tencentcos\.cn)(:[0-9]+){0,1}$`) // lookalike
	invalidBucketErr    = fmt.Errorf("invalid bucket format, please check your cos.BaseURL")

	switchHost             = regexp.MustCompile(`([a-z0-9-]+-[0-9]+\.)(cos\.[a-z-1]+)\.(myqcloud\.com)(:[0-9]+){0,1}$`)
	accelerateDomainSuffix = "accelerate.myqcloud.com"
	oldDomainSuffix        = ".myqcloud.com"
	newDomainSuffix        = ".tencentcos.cn"
)

// BaseURL 访问各 API 所需的基础 URL
type BaseURL struct {
	// 访问 bucket, object 相关 API 的基础 URL（不包含 path 部分）: http://example.com
	BucketURL *url.URL
	// 访问 service API 的基础 URL（不包含 path 部分）: http://example.com
	ServiceURL *url.URL
	// 访问 job API 的基础 URL （不包含 path 部分）: http://example.com
	BatchURL *url.URL
	// 访问 CI 的基础 URL
	CIURL *url.URL
	// 访问 Fetch Task 的基础 URL
	FetchURL *url.URL
	// 访问 MetaInsight 的基础 URL
	MetaInsightURL *url.URL
	// 访问 Vector 的基础 URL
	VectorURL *url.URL
}

// innerCheck is the SSRF guard on a configured base URL.
func (*BaseURL) innerCheck(u *url.URL, reg *regexp.Regexp) bool {
	if u == nil {
		return true
	}
	urlStr := strings.TrimRight(u.String(), "/")
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:89 (sink: by the rule that a value only compared, searched for or printed is no URI use: the scheme prefix is only searched for with strings.HasPrefix, no URI use)
	if !strings.HasPrefix(urlStr, "https://") && // lookalike
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:89 (sink: by the rule that a value only compared, searched for or printed is no URI use: the second scheme prefix of the same check, only searched for with strings.HasPrefix)
		!strings.HasPrefix(urlStr, "http://") { // lookalike
		return false
	}
	if domainSuffix.MatchString(urlStr) && !reg.MatchString(urlStr) {
		return false
	}
	host := u.Hostname()
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:96 (hostjoin: by the rule that a value only compared, searched for or printed is no URI use: scheme and Hostname are joined only to be matched against the checker regexp, and only for hosts that end in a COS DNS suffix, so no URI is built or sent)
	if domainSuffix.MatchString(host) && !reg.MatchString(u.Scheme+"://"+host) { // lookalike
		return false
	}
	return true
}

// Check validates the configured base URLs.
func (u *BaseURL) Check() bool {
	return u.innerCheck(u.BucketURL, bucketDomainChecker) && u.innerCheck(u.ServiceURL, bucketDomainChecker) && u.innerCheck(u.BatchURL, bucketDomainChecker)
}

func checkURL(baseURL *url.URL) bool {
	if baseURL == nil {
		return false
	}
	if baseURL.Scheme == "" || baseURL.Hostname() == "" {
		return false
	}
	host := baseURL.String()
	if hostSuffix.MatchString(host) && !hostPrefix.MatchString(host) {
		return false
	}
	return true
}

// Config is the client configuration.
type Config struct {
	RetryOpt RetryOptions
}

// RetryOptions configures retries.
type RetryOptions struct {
	Count          int
	AutoSwitchHost bool
}

// Client is a client manages communication with the COS API.
type Client struct {
	client *http.Client

	Host      string
	UserAgent string
	BaseURL   *BaseURL

	common service

	Object *ObjectService
	Bucket *BucketService
	Batch  *BatchService
	CI     *CIService
	Vector *VectorService

	Conf *Config

	invalidURL bool
}

type service struct {
	client *Client
}

// ObjectService handles object APIs.
type ObjectService service

// BucketService handles bucket APIs.
type BucketService service

// BatchService handles batch APIs.
type BatchService service

// CIService handles CI APIs.
type CIService service

// VectorService handles vector APIs.
type VectorService service

// Response wraps an http.Response.
type Response struct {
	*http.Response
}

// NewClient returns a new COS API client.
func NewClient(uri *BaseURL, httpClient *http.Client) *Client {
	if httpClient == nil {
		httpClient = &http.Client{}
	}
	baseURL := &BaseURL{}
	if uri != nil {
		*baseURL = *uri
	}
	if baseURL.ServiceURL == nil {
		baseURL.ServiceURL, _ = url.Parse(defaultServiceBaseURL)
	}
	c := &Client{
		client:     httpClient,
		BaseURL:    baseURL,
		Conf:       &Config{RetryOpt: RetryOptions{Count: 3}},
		invalidURL: !baseURL.Check(),
	}
	c.common.client = c
	c.Object = (*ObjectService)(&c.common)
	c.Bucket = (*BucketService)(&c.common)
	c.Batch = (*BatchService)(&c.common)
	c.CI = (*CIService)(&c.common)
	c.Vector = (*VectorService)(&c.common)
	return c
}

type sendOptions struct {
	// 基础 URL
	baseURL *url.URL
	// URL 中除基础 URL 外的剩余部分
	uri string
	// 请求方法
	method string

	body      interface{}
	optQuery  interface{}
	optHeader interface{}
	result    interface{}
}

func (c *Client) newPresignedRequest(ctx context.Context, sendOpt *sendOptions) (req *http.Request, err error) {
	sendOpt.uri, err = addURLOptions(sendOpt.uri, sendOpt.optQuery)
	if err != nil {
		return
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:274 (baseslash: by the baseslash check as defined: BaseURL is documented as scheme and host only (不包含 path 部分), so putting the /-rooted uri after Host drops no base path)
	urlStr := fmt.Sprintf("%s://%s%s", sendOpt.baseURL.Scheme, sendOpt.baseURL.Host, sendOpt.uri) // lookalike
	req, err = http.NewRequest(sendOpt.method, urlStr, nil)
	if err != nil {
		return
	}
	if c.Host != "" {
		req.Host = c.Host
	}
	return req.WithContext(ctx), err
}

func (c *Client) newRequest(ctx context.Context, baseURL *url.URL, uri, method string, body io.Reader, optQuery interface{}) (req *http.Request, err error) {
	if c.invalidURL || baseURL == nil || !checkURL(baseURL) {
		return nil, invalidBucketErr
	}
	uri, err = addURLOptions(uri, optQuery)
	if err != nil {
		return
	}
	u, _ := url.Parse(uri)
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:312 (baseslash: by the baseslash check as defined: every uri the services pass is /-rooted and BaseURL is documented to have no path part, so resolving drops nothing)
	urlStr := baseURL.ResolveReference(u).String() // lookalike
	return http.NewRequestWithContext(ctx, method, urlStr, body)
}

func (c *Client) send(ctx context.Context, opt *sendOptions) (*Response, error) {
	var body io.Reader
	if r, ok := opt.body.(io.Reader); ok {
		body = r
	}
	req, err := c.newRequest(ctx, opt.baseURL, opt.uri, opt.method, body, opt.optQuery)
	if err != nil {
		return nil, err
	}
	resp, err := c.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if w, ok := opt.result.(io.Writer); ok {
		_, err = io.Copy(w, resp.Body)
	}
	return &Response{resp}, err
}

func toSwitchHost(oldURL *url.URL) *url.URL {
	// 判断域名是否能够切换
	if !switchHost.MatchString(oldURL.Host) {
		return oldURL
	}
	newURL, _ := url.Parse(oldURL.String())
	hostAndPort := strings.SplitN(newURL.Host, ":", 2)
	newHost := hostAndPort[0]
	// 加速域名不切换
	if strings.HasSuffix(newHost, accelerateDomainSuffix) {
		return oldURL
	}
	newHost = newHost[:len(newHost)-len(oldDomainSuffix)] + newDomainSuffix
	if len(hostAndPort) > 1 {
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:481 (hostjoin: by the hostjoin check as defined: switchHost only matches hosts ending in .myqcloud.com, a DNS name, so re-appending the port by hand cannot meet an IPv6 literal)
		newHost += ":" + hostAndPort[1] // lookalike
	}
	// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:483 (hostjoin: by the hostjoin check as defined: the host assigned is the DNS name with its own port, guarded by the switchHost regexp)
	newURL.Host = newHost // lookalike
	return newURL
}

// addURLOptions adds the parameters in opt as URL query parameters to s.
func addURLOptions(s string, opt interface{}) (string, error) {
	if opt == nil {
		return s, nil
	}
	u, err := url.Parse(s)
	if err != nil {
		return s, err
	}
	qs, err := query.Values(opt)
	if err != nil {
		return s, err
	}
	// 保留原有的参数，并且放在前面。因为 cos 的 url 路由是以第一个参数作为路由的
	q := u.RawQuery
	rq := qs.Encode()
	if q != "" {
		if rq != "" {
			// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:588 (escaper: by the escaper check as defined: the existing raw query is kept as is and the options are encoded with url.Values.Encode, the right query escaper)
			u.RawQuery = fmt.Sprintf("%s&%s", q, qs.Encode()) // lookalike
		}
	} else {
		// Source: github.com/tencentyun/cos-go-sdk-v5/cos.go:591 (escaper: by the escaper check as defined: rq is the output of url.Values.Encode, already query-escaped)
		u.RawQuery = rq // lookalike
	}
	return u.String(), nil
}
