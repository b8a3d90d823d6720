// Package wechat holds cases rewritten from github.com/silenceper/wechat/v2.
package wechat

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

func httpGet(uri string) ([]byte, error) {
	resp, err := http.Get(uri)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func httpPost(uri string) ([]byte, error) {
	resp, err := http.Post(uri, "application/json", nil)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

const (
	// Source: github.com/silenceper/wechat/v2/miniprogram/analysis/analysis.go:34 (escaper: uniform sample 1 of 416 non-test candidates; API template whose only parameter is an access token, and whether a token needs escaping is not known from the code)
	getPerformanceDataURL = "https://api.weixin.qq.com/wxa/business/performance/boot?access_token=%s" // lookalike
	// Source: github.com/silenceper/wechat/v2/officialaccount/draft/draft.go:16 (baseslash: base constant without trailing slash that only ever gets a query appended, never resolved against)
	paginateURL = "https://api.weixin.qq.com/cgi-bin/draft/batchget" // lookalike
	// Source: github.com/silenceper/wechat/v2/officialaccount/ocr/ocr.go:12 (baseslash: base constant without trailing slash that only gets a query appended)
	ocrIDCardURL = "https://api.weixin.qq.com/cv/ocr/idcard" // lookalike
)

// GetPerformanceData posts to the performance endpoint.
func GetPerformanceData(accessToken string) ([]byte, error) {
	return httpPost(fmt.Sprintf(getPerformanceDataURL, accessToken))
}

// PaginateDraft lists drafts.
func PaginateDraft(accessToken string) ([]byte, error) {
	// Source: github.com/silenceper/wechat/v2/officialaccount/draft/draft.go:206 (escaper: uniform sample 2 of 416 non-test candidates; raw access token in a query value, a token whose escaping need is not known)
	uri := fmt.Sprintf("%s?access_token=%s", paginateURL, accessToken) // lookalike
	return httpPost(uri)
}

// IDCard runs OCR on the image at path (an image URL).
func IDCard(path, accessToken string) ([]byte, error) {
	// Source: github.com/silenceper/wechat/v2/officialaccount/ocr/ocr.go:163 (escaper: an image URL put into a query value through url.QueryEscape, the right escaper for a query component)
	return httpPost(fmt.Sprintf("%s?img_url=%s&access_token=%s", ocrIDCardURL, url.QueryEscape(path), accessToken)) // lookalike
}

// GetRedirectURL builds the OAuth authorize URL.
func GetRedirectURL(appID, redirectURI, scope, state string) string {
	urlStr := url.QueryEscape(redirectURI)
	// Source: github.com/silenceper/wechat/v2/officialaccount/oauth/oauth.go:15 (escaper: redirect_uri goes through url.QueryEscape, and scope and state are raw tokens whose escaping need is not known)
	return fmt.Sprintf("https://open.weixin.qq.com/connect/oauth2/authorize?appid=%s&redirect_uri=%s&response_type=code&scope=%s&state=%s#wechat_redirect", appID, urlStr, scope, state) // lookalike
}

// Ticket is a QR code ticket returned as JSON by the API.
type Ticket struct {
	Ticket string `json:"ticket"`
}

// ShowQRCode returns the address of the QR code image for a ticket.
func ShowQRCode(tk *Ticket) string {
	// Source: github.com/silenceper/wechat/v2/officialaccount/basic/qr.go:14 (escaper: ticket from the API response put raw into a query value; a token, and nothing in the code shows base64 StdEncoding)
	return fmt.Sprintf("https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=%s", tk.Ticket) // lookalike
}

// Source: github.com/silenceper/wechat/v2/credential/default_js_ticket.go:15 (escaper: API template that non-test code fills through fmt.Sprintf with an access token)
const getTicketURL = "https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=%s&type=jsapi" // lookalike

// GetTicketFromServer fetches a jsapi ticket.
func GetTicketFromServer(accessToken string) ([]byte, error) {
	return httpGet(fmt.Sprintf(getTicketURL, accessToken))
}

// Memcache is a cache backed by memcached servers given as host:port.
type Memcache struct {
	servers []string
}

// NewMemcache creates a memcache client for host:port servers.
func NewMemcache(server ...string) *Memcache {
	return &Memcache{servers: server}
}

// Config is a JS-SDK signature config.
type Config struct {
	AppID     string
	Signature string
}

// Js signs page URLs for the JS-SDK.
type Js struct{}

// GetConfigContext signs the page uri for appID.
func (js *Js) GetConfigContext(ctx context.Context, uri, appID string) (*Config, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	sum := sha1.Sum([]byte(uri))
	return &Config{AppID: appID, Signature: hex.EncodeToString(sum[:])}, nil
}
