// Package options is a stub of go.mongodb.org/mongo-driver/mongo/options.
package options

type ClientOptions struct{}

func Client() *ClientOptions { return &ClientOptions{} }

func (c *ClientOptions) ApplyURI(uri string) *ClientOptions { return c }

type ServerAPIOptions struct{}

type ServerAPIVersion string

const ServerAPIVersion1 ServerAPIVersion = "1"

func ServerAPI(v ServerAPIVersion) *ServerAPIOptions { return &ServerAPIOptions{} }

func (c *ClientOptions) SetServerAPIOptions(o *ServerAPIOptions) *ClientOptions { return c }
