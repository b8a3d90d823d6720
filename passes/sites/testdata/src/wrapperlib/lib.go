// Package wrapperlib passes URIs on to net/http; its callers' arguments
// become sites through facts.
package wrapperlib

import (
	"net/http"
	"net/url"
)

type Client struct{ c *http.Client }

func (c *Client) Fetch(u string) (*http.Response, error) { // want Fetch:`uriSink\(u: net/http.Get\)`
	return http.Get(u)
}

func FetchAll(base, ref string) { // want FetchAll:`uriSink\(ref: wrapperlib.Client.Fetch → net/http.Get, base: net/url.Parse\)`
	b := base
	url.Parse(b)
	var c Client
	c.Fetch(ref)
}

func NotAWrapper(host string) {
	http.Get("http://" + host + "/") // the parameter is only part of the URI
}

func Reassigned(u string) {
	u = u + "/x"
	http.Get(u)
}
