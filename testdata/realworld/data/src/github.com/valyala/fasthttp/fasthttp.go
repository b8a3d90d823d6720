// Package fasthttp is a stub of github.com/valyala/fasthttp.
package fasthttp

// URI is a parsed URI.
type URI struct{}

// AcquireURI returns an empty URI.
func AcquireURI() *URI { return &URI{} }

// ReleaseURI returns u to the pool.
func ReleaseURI(u *URI) {}

// Parse initializes the URI from host and uri.
func (u *URI) Parse(host, uri []byte) error { return nil }

// HostClient balances requests over the hosts of Addr.
type HostClient struct {
	Addr string
}

// Get sends a GET request to url.
func Get(dst []byte, url string) (statusCode int, body []byte, err error) { return 0, nil, nil }
