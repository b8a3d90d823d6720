// Package baidu holds cases rewritten from github.com/baidubce/bce-sdk-go.
package baidu

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Request mirrors the SDK's http.Request: the uri is handed to url.URL.Path as is.
type Request struct {
	protocol string
	host     string
	port     int
	uri      string
	params   map[string]string
	headers  map[string]string
}

// SetUri sets the request path.
func (r *Request) SetUri(uri string) { r.uri = uri }

// Uri returns the request path.
func (r *Request) Uri() string { return r.uri }

// Protocol returns the scheme.
func (r *Request) Protocol() string { return r.protocol }

// Host returns the host (with port when the endpoint had one).
func (r *Request) Host() string { return r.host }

// SetEndpoint splits a configured endpoint into protocol and host.
func (r *Request) SetEndpoint(endpoint string) {
	sep := "://"
	pos := strings.Index(endpoint, sep)
	rest := endpoint
	if pos != -1 {
		r.protocol = endpoint[0:pos]
		rest = endpoint[pos+len(sep):]
	} else {
		r.protocol = "http"
	}
	r.host = rest
	if r.port == 0 {
		r.port = 80
	}
}

// UriEncode percent-encodes all but unreserved bytes (and '/' unless encodeSlash).
func UriEncode(s string, encodeSlash bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
			c == '-' || c == '_' || c == '.' || c == '~' || (c == '/' && !encodeSlash) {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// QueryString encodes the parameters.
func (r *Request) QueryString() string {
	buf := make([]string, 0, len(r.params))
	for k, v := range r.params {
		buf = append(buf, UriEncode(k, true)+"="+UriEncode(v, true))
	}
	return strings.Join(buf, "&")
}

// Execute sends r; the path goes into the decoded Path field unchanged.
func Execute(r *Request) (*http.Response, error) {
	u := &url.URL{Scheme: r.Protocol(), Host: r.Host(), Path: r.Uri(), RawQuery: r.QueryString()}
	return http.DefaultClient.Do(&http.Request{Method: http.MethodGet, URL: u, Header: http.Header{}})
}

const uriClusters = "/v3/clusters"

// Source: github.com/baidubce/bce-sdk-go/services/bes/v3/api/cluster.go:78 (escaper: url.PathEscape output becomes the request uri that Execute puts into the decoded url.URL.Path field, so the parts are escaped twice.)
func clusterURI(parts ...string) string {
	uri := uriClusters
	for _, part := range parts {
		uri += "/" + url.PathEscape(part) // defect escaper
	}
	return uri
}

// Source: github.com/baidubce/bce-sdk-go/services/bes/v3/api/action.go:25 (escaper: the same PathEscape'd action path parts reach url.URL.Path through SetUri and Execute and get escaped twice.)
func actionURI(parts ...string) string {
	uri := uriClusters
	for _, part := range parts {
		uri += "/" + url.PathEscape(part) // defect escaper
	}
	return uri
}

// DescribeCluster sends a request for one cluster.
func DescribeCluster(endpoint, clusterID string) (*http.Response, error) {
	r := &Request{}
	r.SetEndpoint(endpoint)
	r.SetUri(clusterURI(clusterID))
	return Execute(r)
}

// ListOperations sends a request for the operations of one action.
func ListOperations(endpoint, clusterID, actionID string) (*http.Response, error) {
	r := &Request{}
	r.SetEndpoint(endpoint)
	r.SetUri(actionURI(clusterID, "actions", actionID, "operations"))
	return Execute(r)
}

const (
	// Source: github.com/baidubce/bce-sdk-go/services/billing/client.go:23 (plainhttp: default endpoint of a signed public cloud API on a public host that serves https, sent over plain http.)
	billingDefaultEndpoint = "http://billing.baidubce.com" // defect plainhttp

	// Source: github.com/baidubce/bce-sdk-go/services/dns/client.go:22 (plainhttp: default endpoint of the public DNS management API sent over plain http although the host serves https.)
	dnsDefaultServiceDomain = "http://dns.baidubce.com" // defect plainhttp
)

// NewBillingRequest uses the default endpoint when none is given.
func NewBillingRequest(endpoint string) *Request {
	if len(endpoint) == 0 {
		endpoint = billingDefaultEndpoint
	}
	r := &Request{}
	r.SetEndpoint(endpoint)
	return r
}

// NewDNSRequest uses the default endpoint when none is given.
func NewDNSRequest(endpoint string) *Request {
	if len(endpoint) == 0 {
		endpoint = dnsDefaultServiceDomain
	}
	r := &Request{}
	r.SetEndpoint(endpoint)
	return r
}

// Source: github.com/baidubce/bce-sdk-go/http/request.go:235 (hostjoin: r.host is the authority cut from a configured endpoint URL, where an IPv6 literal must already be bracketed.)
func (r *Request) GenerateUrl() string {
	return fmt.Sprintf("%s://%s:%d%s?%s", r.protocol, r.host, r.port, r.uri, r.QueryString()) // lookalike
}

// Source: github.com/baidubce/bce-sdk-go/http/request.go:81 (hostform: protocol and host of a parsed endpoint put back together, and only when the host is set.)
func (r *Request) Endpoint() string {
	if r.host == "" {
		return ""
	}
	return r.protocol + "://" + r.host // lookalike
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/api/object.go:378 (escaper: a raw version ID in the copy source query; whether an ID needs escaping is not known, and the whole source is UriEncoded next.)
func copySourceHeader(source, srcVersionID string) string {
	if len(srcVersionID) > 0 {
		source = source + "?versionId=" + srcVersionID // lookalike
	}
	return UriEncode(source, false)
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/api/object.go:1081 (escaper: presigned URL whose path goes through UriEncode and whose query is already encoded.)
func presignedURL(r *Request) string {
	return fmt.Sprintf("%s://%s%s?%s", r.Protocol(), r.Host(), // lookalike
		UriEncode(r.Uri(), false), r.QueryString())
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/api/util.go:74 (hostform: a scheme prefix constant used to recognise config strings, not a URI with an empty host.)
const bosConfigPrefix = "bos://" // lookalike

// IsBosConfig reports whether s names a BOS location.
func IsBosConfig(s string) bool { return strings.HasPrefix(s, bosConfigPrefix) }

// Source: github.com/baidubce/bce-sdk-go/services/bos/api/util.go:536 (hostform: a scheme prefix that is tested and trimmed off an endpoint, not a URI with an empty host.)
func endpointProtocol(endpoint string) (string, string) {
	if strings.HasPrefix(endpoint, "https://") { // lookalike
		return "https", endpoint[len("https")+3:]
	}
	return "http", endpoint
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/api/util.go:233 (escaper: QueryEscape on the key and value of a form-encoded tagging pair, the right escaper for that component.)
func taggingMapToStr(tags map[string]string) string {
	var values []string
	for k, v := range tags {
		values = append(values, url.QueryEscape(k)+"="+url.QueryEscape(v)) // lookalike
	}
	return strings.Join(values, "&")
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/client.go:1558 (escaper: copy source path from bucket and object names that is UriEncoded before use; uniform sample of 22 of 216 candidates.)
func basicCopySource(srcBucket, srcObject string) string {
	source := fmt.Sprintf("/%s/%s", srcBucket, srcObject) // lookalike
	return copySourceHeader(source, "")
}

// Source: github.com/baidubce/bce-sdk-go/services/bcm/bcm.go:2191 (escaper: raw user ID and scope in an API path; whether IDs need escaping is not known; uniform sample of 22 of 216 candidates.)
func blockAlarmPolicyPath(userID, scope string) string {
	return fmt.Sprintf("/csm/api/v2/userId/%s/services/%s/alarm/config/block", userID, scope) // lookalike
}

// Source: github.com/baidubce/bce-sdk-go/services/cdn/abroad/api/domain.go:205 (escaper: raw domain name in an API path; a name is not known to need escaping; uniform sample of 22 of 216 candidates.)
func abroadDomainPath(domain string) string {
	return fmt.Sprintf("/v2/abroad/domain/%s", domain) // lookalike
}

// Source: github.com/baidubce/bce-sdk-go/services/cfc/api/util.go:74 (escaper: raw function and alias names in an API path; uniform sample of 22 of 216 candidates.)
func getFunctionAliasUri(functionName, aliasName string) string {
	return fmt.Sprintf("/v1/functions/%s/aliases/%s", functionName, aliasName) // lookalike
}

// Source: github.com/baidubce/bce-sdk-go/services/doc/api/document.go:200 (escaper: raw document ID in an API path; uniform sample of 22 of 216 candidates.)
func DeleteDocument(endpoint, documentID string) (*http.Response, error) {
	r := &Request{}
	r.SetEndpoint(endpoint)
	r.SetUri(fmt.Sprintf("/v2/document/%s", documentID)) // lookalike
	return Execute(r)
}
