package powerwechat

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
)

// AccessToken stands in for kernel.AccessToken.
type AccessToken struct {
	TokenKey           string
	EndpointToGetToken string
	GetEndpoint        func() (string, error)
	token              string
}

func (accessToken *AccessToken) getQuery(ctx context.Context) (*StringMap, error) {
	return &StringMap{accessToken.TokenKey: accessToken.token}, nil
}

// ApplyToRequest adds the access token to the query of an outgoing request.
func (accessToken *AccessToken) ApplyToRequest(request *http.Request, requestOptions *HashMap) (*http.Request, error) {
	mapToken, err := accessToken.getQuery(request.Context())
	if err != nil {
		return nil, err
	}
	q := request.URL.Query()
	for key, value := range *mapToken {
		q.Set(key, value)
	}
	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/kernel/accessToken.go:227 (escaper: the token is set in url.Values and the query is rebuilt with Encode, the right query escaper)
	request.URL.RawQuery = q.Encode() // lookalike

	return request, err
}

// BaseClient stands in for kernel.BaseClient.
type BaseClient struct {
	Token *AccessToken
}

// CheckTokenNeedRefresh refreshes the token and retries the request when
// WeChat reports an expired token.
func (client *BaseClient) CheckTokenNeedRefresh(req *http.Request, rs *http.Response, retry int) (*http.Response, error) {
	ctx := req.Context()
	if retry > 0 {
		token := client.Token.token
		q := req.URL.Query()
		q.Set(client.Token.TokenKey, token)
		// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/kernel/baseClient.go:547 (escaper: the refreshed token is set in url.Values and encoded with Encode, the right query escaper)
		req.URL.RawQuery = q.Encode() // lookalike
		req2 := req.Clone(ctx)
		return http.DefaultClient.Do(req2)
	}
	return rs, nil
}

// CalcPaySig is the HMAC-SHA256 pay signature, hex encoded.
func CalcPaySig(uri, postBody, appkey string) string {
	needSignMsg := uri + "&" + postBody
	h := hmac.New(sha256.New, []byte(appkey))
	h.Write([]byte(needSignMsg))
	return hex.EncodeToString(h.Sum(nil))
}

// HttpPostJson posts to uri resolved against the client's base URL.
func (client *BaseClient) HttpPostJson(ctx context.Context, uri string, body string) (*http.Response, error) {
	return NewDataflow(ctx, "https://api.weixin.qq.com/").Uri(uri).Method(http.MethodPost).Request()
}
