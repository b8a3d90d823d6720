package netbird

import (
	"net/http"
	"net/url"
)

// ReverseProxy forwards requests to a target and rewrites its redirects.
type ReverseProxy struct {
	forwardedProto string
}

func newProxy(proto string) *ReverseProxy { return &ReverseProxy{forwardedProto: proto} }

func effectiveHost(u *url.URL) string {
	port := u.Port()
	if port == "" {
		if u.Scheme == "https" {
			port = "443"
		} else {
			port = "80"
		}
	}
	return u.Hostname() + "|" + port
}

// rewriteLocationFunc rewrites a Location header that points at the target so that it
// points at the public URL of the request.
func (p *ReverseProxy) rewriteLocationFunc(target *url.URL, prefix string, req *http.Request) func(*http.Response) error {
	return func(resp *http.Response) error {
		loc := resp.Header.Get("Location")
		if loc == "" {
			return nil
		}
		locURL, err := url.Parse(loc)
		if err != nil {
			return err
		}
		if effectiveHost(locURL) != effectiveHost(target) {
			return nil
		}
		locURL.Scheme = req.URL.Scheme
		locURL.Host = req.URL.Host
		resp.Header.Set("Location", locURL.String())
		return nil
	}
}
