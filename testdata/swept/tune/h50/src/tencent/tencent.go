// Package tencent holds cases rewritten from github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common.
package tencent

import (
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/cvm_role_provider.go:14 (plainhttp: the metadata service of the cloud VM, reachable only from inside the instance, not a public Internet host.)
const metaUrl = "http://metadata.tencentyun.com/latest/meta-data/" // lookalike

const roleUrl = metaUrl + "cam/security-credentials/"

func get(u string) ([]byte, error) {
	rsp, err := http.Get(u)
	if err != nil {
		return nil, err
	}
	defer rsp.Body.Close()
	return io.ReadAll(rsp.Body)
}

// Source: github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/cvm_role_provider.go:76 (escaper: a raw role name, returned by the metadata service, appended to the path; whether a name needs escaping is not known.)
func getRoleCredential() ([]byte, error) {
	rn, err := get(roleUrl)
	if err != nil {
		return nil, err
	}
	roleName := strings.TrimSpace(string(rn))
	return get(roleUrl + roleName) // lookalike
}

// Request mirrors the SDK's common request.
type Request struct {
	scheme, domain, path string
	params               map[string]string
}

// GetUrlQueriesEncoded encodes the parameters with url.Values.
func GetUrlQueriesEncoded(params map[string]string) string {
	values := url.Values{}
	for key, value := range params {
		values.Add(key, value)
	}
	return values.Encode()
}

// Source: github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/client.go:252 (escaper: scheme, domain and API path from the request object, with a query built by url.Values.Encode.)
func sendWithSignatureV3(r *Request, payload string) (*http.Response, error) {
	u := r.scheme + "://" + r.domain + r.path // lookalike
	canonicalQueryString := GetUrlQueriesEncoded(r.params)
	if canonicalQueryString != "" {
		u = u + "?" + canonicalQueryString
	}
	req, err := http.NewRequest(http.MethodPost, u, strings.NewReader(payload))
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Source: github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/http/request.go:174 (escaper: the GET URL takes its query from url.Values.Encode, so the values are escaped.)
func (r *Request) GetUrl() string {
	return r.scheme + "://" + r.domain + r.path + "?" + GetUrlQueriesEncoded(r.params) // lookalike
}
