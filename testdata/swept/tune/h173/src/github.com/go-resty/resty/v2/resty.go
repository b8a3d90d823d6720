// Package resty is a stand-in for the part of github.com/go-resty/resty/v2 that gocloak uses:
// a request builder whose Get/Post take the full request URL as a string.
package resty

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

// Response is the stand-in for resty.Response.
type Response struct {
	RawResponse *http.Response
}

// IsError reports a status code of 400 or more.
func (r *Response) IsError() bool { return r.RawResponse != nil && r.RawResponse.StatusCode > 399 }

// Request is the stand-in for resty.Request.
type Request struct {
	ctx    context.Context
	header http.Header
	body   interface{}
	result interface{}
	form   map[string]string
}

// Client is the stand-in for resty.Client.
type Client struct{ http *http.Client }

// New is the stand-in for resty.New.
func New() *Client { return &Client{http: http.DefaultClient} }

// R returns a new request.
func (c *Client) R() *Request { return &Request{header: http.Header{}} }

// SetContext sets the request context.
func (r *Request) SetContext(ctx context.Context) *Request { r.ctx = ctx; return r }

// SetHeader sets a header.
func (r *Request) SetHeader(k, v string) *Request { r.header.Set(k, v); return r }

// SetAuthToken sets a bearer token.
func (r *Request) SetAuthToken(token string) *Request {
	r.header.Set("Authorization", "Bearer "+token)
	return r
}

// SetBody sets the JSON body.
func (r *Request) SetBody(b interface{}) *Request { r.body = b; return r }

// SetResult sets the value the response is decoded into.
func (r *Request) SetResult(res interface{}) *Request { r.result = res; return r }

// SetFormData sets form fields.
func (r *Request) SetFormData(f map[string]string) *Request { r.form = f; return r }

// SetFileReader adds a multipart file.
func (r *Request) SetFileReader(param, fileName string, reader io.Reader) *Request { return r }

// Get sends a GET to url.
func (r *Request) Get(url string) (*Response, error) { return r.Execute(http.MethodGet, url) }

// Post sends a POST to url.
func (r *Request) Post(url string) (*Response, error) { return r.Execute(http.MethodPost, url) }

// Execute sends the request to url, which resty parses with url.Parse.
func (r *Request) Execute(method, url string) (*Response, error) {
	var buf bytes.Buffer
	if r.body != nil {
		if err := json.NewEncoder(&buf).Encode(r.body); err != nil {
			return nil, err
		}
	}
	ctx := r.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	req, err := http.NewRequestWithContext(ctx, method, url, &buf)
	if err != nil {
		return nil, err
	}
	req.Header = r.header
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if r.result != nil {
		_ = json.NewDecoder(resp.Body).Decode(r.result)
	}
	return &Response{RawResponse: resp}, nil
}
