// Package fasthttp is a stub of github.com/valyala/fasthttp, with the real signatures of the
// functions and fields that urilint's sink table names.
package fasthttp

import (
	"time"
)

type Client struct{}

type HostClient struct{}

type Request struct{}

type RequestCtx struct{}

type Args struct{}

func Get(dst []byte, url string) (statusCode int, body []byte, err error) { return 0, nil, nil }
func GetTimeout(dst []byte, url string, timeout time.Duration) (statusCode int, body []byte, err error) {
	return 0, nil, nil
}
func GetDeadline(dst []byte, url string, deadline time.Time) (statusCode int, body []byte, err error) {
	return 0, nil, nil
}
func Post(dst []byte, url string, postArgs *Args) (statusCode int, body []byte, err error) {
	return 0, nil, nil
}
func (c *Client) Get(dst []byte, url string) (statusCode int, body []byte, err error) {
	return 0, nil, nil
}
func (c *Client) GetTimeout(dst []byte, url string, timeout time.Duration) (statusCode int, body []byte, err error) {
	return 0, nil, nil
}
func (c *Client) GetDeadline(dst []byte, url string, deadline time.Time) (statusCode int, body []byte, err error) {
	return 0, nil, nil
}
func (c *Client) Post(dst []byte, url string, postArgs *Args) (statusCode int, body []byte, err error) {
	return 0, nil, nil
}
func (c *HostClient) Get(dst []byte, url string) (statusCode int, body []byte, err error) {
	return 0, nil, nil
}
func (c *HostClient) Post(dst []byte, url string, postArgs *Args) (statusCode int, body []byte, err error) {
	return 0, nil, nil
}
func (req *Request) SetRequestURI(requestURI string)        {}
func (ctx *RequestCtx) Redirect(uri string, statusCode int) {}
