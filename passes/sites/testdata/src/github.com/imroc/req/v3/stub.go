// Package req is a stub of github.com/imroc/req/v3, with the real signatures of the
// functions and fields that urilint's sink table names.
package req

type Client struct{}

type Request struct{}

type Response struct{}

func (c *Client) SetBaseURL(u string) *Client                 { return c }
func (c *Client) SetProxyURL(proxyUrl string) *Client         { return c }
func (r *Request) SetURL(url string) *Request                 { return r }
func (r *Request) Send(method, url string) (*Response, error) { return nil, nil }
func (r *Request) Get(url string) (*Response, error)          { return nil, nil }
func (r *Request) Post(url string) (*Response, error)         { return nil, nil }
func (r *Request) Put(url string) (*Response, error)          { return nil, nil }
func (r *Request) Patch(url string) (*Response, error)        { return nil, nil }
func (r *Request) Delete(url string) (*Response, error)       { return nil, nil }
func (r *Request) Options(url string) (*Response, error)      { return nil, nil }
func (r *Request) Head(url string) (*Response, error)         { return nil, nil }
func Get(url string) (*Response, error)                       { return nil, nil }
func Post(url string) (*Response, error)                      { return nil, nil }
