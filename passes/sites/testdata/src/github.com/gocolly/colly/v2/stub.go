// Package colly is a stub of github.com/gocolly/colly/v2, with the real signatures of the
// functions and fields that urilint's sink table names.
package colly

import (
	"io"
	"net/http"
)

type Collector struct{}

type Context struct{}

func (c *Collector) Visit(URL string) error                                        { return nil }
func (c *Collector) Head(URL string) error                                         { return nil }
func (c *Collector) Post(URL string, requestData map[string]string) error          { return nil }
func (c *Collector) PostRaw(URL string, requestData []byte) error                  { return nil }
func (c *Collector) PostMultipart(URL string, requestData map[string][]byte) error { return nil }
func (c *Collector) Request(method, URL string, requestData io.Reader, ctx *Context, hdr http.Header) error {
	return nil
}
func (c *Collector) SetProxy(proxyURL string) error { return nil }
