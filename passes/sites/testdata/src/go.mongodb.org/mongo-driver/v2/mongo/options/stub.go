// Package options is a stub of go.mongodb.org/mongo-driver/v2/mongo/options, with the real signatures of the
// functions and fields that urilint's sink table names.
package options

type ClientOptions struct {
	AppName *string
	Hosts   []string
}

func (c *ClientOptions) ApplyURI(uri string) *ClientOptions { return c }
func (c *ClientOptions) SetHosts(s []string) *ClientOptions { return c }
