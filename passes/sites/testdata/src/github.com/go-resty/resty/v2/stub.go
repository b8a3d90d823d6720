// Package resty is a stub of github.com/go-resty/resty/v2, with the real signatures of the
// functions and fields that urilint's sink table names.
package resty

type Client struct{}

type Request struct{}

type Response struct{}

func (c *Client) SetBaseURL(url string) *Client          { return c }
func (c *Client) SetProxy(proxyURL string) *Client       { return c }
func (r *Request) Get(url string) (*Response, error)     { return nil, nil }
func (r *Request) Head(url string) (*Response, error)    { return nil, nil }
func (r *Request) Post(url string) (*Response, error)    { return nil, nil }
func (r *Request) Put(url string) (*Response, error)     { return nil, nil }
func (r *Request) Delete(url string) (*Response, error)  { return nil, nil }
func (r *Request) Options(url string) (*Response, error) { return nil, nil }
func (r *Request) Patch(url string) (*Response, error)   { return nil, nil }

func (c *Client) SetHostURL(url string) *Client                  { return c }
func (r *Request) Execute(method, url string) (*Response, error) { return nil, nil }
