package powerwechat

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// Payment stands in for the application of src/payment.
type Payment struct {
	Config *Config
}

// Scheme returns the weixin:// URL of native payment mode one for a product.
func (app *Payment) Scheme(productID string) string {
	appID := app.Config.GetString("app_id", "")
	mchID := app.Config.GetString("mch_id", "")
	params := &StringMap{
		"appid":      appID,
		"mch_id":     mchID,
		"time_stamp": fmt.Sprintf("%d", time.Now().Nanosecond()),
		"nonce_str":  fmt.Sprintf("%x", time.Now().UnixNano()),
		"product_id": productID,
	}

	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/application.go:327 (escaper: the caller-given product_id is written raw into the query by ConvertStringMapToString, which escapes nothing)
	return "weixin://wxpay/bizpayurl?" + ConvertStringMapToString(params, "&") // defect escaper
}

// CodeUrlScheme wraps a code URL in a weixin:// payment URL.
func (app *Payment) CodeUrlScheme(codeUrl string) string {
	return fmt.Sprintf(
		// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/application.go:331 (syntax: the %s verb is a template hole in the query of a weixin: URI, not a character of the URI itself)
		"weixin://wxpay/bizpayurl?sr=%s", // lookalike
		// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/application.go:331 (escaper: a code URL, itself a URI with ? and =, is spliced raw into the sr query value without url.QueryEscape)
		codeUrl) // defect escaper
}

// paymentBaseClient stands in for the BaseClient of src/payment/kernel.
type paymentBaseClient struct {
	inSandbox bool
	signer    func(method, canonicalURL, body string) (string, error)
}

// Wrap prefixes the sandbox path when the application runs in the sandbox.
func (client *paymentBaseClient) Wrap(endpoint string) string {
	if client.inSandbox {
		return "sandboxnew/" + endpoint
	}
	return endpoint
}

// AuthSignRequest signs the request: the canonical URL is the endpoint with
// its query, and the signature goes into the Authorization header.
func (client *paymentBaseClient) AuthSignRequest(ctx context.Context, endpoint string, method string, params *StringMap, options *HashMap) (*HashMap, error) {
	if params != nil {
		// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/kernel/baseClient.go:626 (escaper: query values are spliced raw into the signed canonical URL while Request sends them url-encoded, so a value needing escaping is signed under a URL other than the one sent)
		endpoint += "?" + GetJoinedWithKSort(params) // defect escaper
		(*options)["query"] = params
	}

	signBody := ""
	if strings.ToLower(method) != "get" {
		b, err := json.Marshal(options)
		if err != nil {
			return nil, err
		}
		signBody = string(b)
	}
	authorization, err := client.signer(method, endpoint, signBody)
	if err != nil {
		return nil, err
	}
	(*options)["headers"] = &HashMap{"Authorization": authorization}
	(*options)["body"] = signBody
	return options, nil
}

// Request signs and sends a request to endpoint, resolved against the payment base URL.
func (client *paymentBaseClient) Request(ctx context.Context, endpoint string, params *StringMap, method string, options *HashMap) (*http.Response, error) {
	if options == nil {
		options = &HashMap{}
	}
	options, err := client.AuthSignRequest(ctx, endpoint, method, params, options)
	if err != nil {
		return nil, err
	}
	df := NewDataflow(ctx, "https://api.mch.weixin.qq.com").Uri(endpoint).Method(method)
	if q, ok := (*options)["query"].(*StringMap); ok && q != nil {
		for k, v := range *q {
			df.Query(k, v)
		}
	}
	return df.Request()
}
