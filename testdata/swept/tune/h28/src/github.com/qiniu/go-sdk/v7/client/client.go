// Package client is a minimal stub of github.com/qiniu/go-sdk/v7/client.
package client

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/qiniu/go-sdk/v7/auth"
)

// Client sends requests.
type Client struct {
	*http.Client
}

// DefaultClient is the default client.
var DefaultClient = Client{&http.Client{}}

// DoRequestWith sends a request to reqUrl.
func (r Client) DoRequestWith(ctx context.Context, method, reqUrl string, headers http.Header) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, reqUrl, nil)
	if err != nil {
		return nil, err
	}
	for k, v := range headers {
		req.Header[k] = v
	}
	return r.Client.Do(req)
}

// Call sends a request and decodes the response into ret.
func (r Client) Call(ctx context.Context, ret interface{}, method, reqUrl string, headers http.Header) (err error) {
	resp, err := r.DoRequestWith(ctx, method, reqUrl, headers)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if ret == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(ret)
}

// CredentialedCall sends a request signed with cred.
func (r Client) CredentialedCall(ctx context.Context, cred *auth.Credentials, tokenType auth.TokenType, ret interface{},
	method, reqUrl string, headers http.Header) error {
	return r.Call(ctx, ret, method, reqUrl, headers)
}
