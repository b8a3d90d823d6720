// Package influxdb2 is a stub of github.com/influxdata/influxdb-client-go/v2, with the real signatures of the
// functions and fields that urilint's sink table names.
package influxdb2

type Client interface{}

type Options struct{}

func NewClient(serverURL string, authToken string) Client                              { return nil }
func NewClientWithOptions(serverURL string, authToken string, options *Options) Client { return nil }
