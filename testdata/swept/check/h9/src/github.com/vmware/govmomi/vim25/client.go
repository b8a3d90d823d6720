// Package vim25 is a stub of github.com/vmware/govmomi/vim25.
package vim25

import "net/url"

// Path is the default path of the vSphere SDK endpoint.
const Path = "/sdk"

// Client is a vim25 SOAP client.
type Client struct {
	u *url.URL
}

// URL returns the URL of the client.
func (c *Client) URL() *url.URL { return c.u }
