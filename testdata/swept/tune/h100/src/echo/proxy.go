package echo

import (
	"net/http"
	"net/http/httputil"
	"net/url"
)

// ProxyTarget is an upstream of the proxy.
type ProxyTarget struct {
	Name string
	URL  *url.URL
}

// TargetProvider picks the next upstream.
type TargetProvider interface {
	NextTarget() (*ProxyTarget, error)
}

// Proxy forwards requests to the target the provider picks.
func Proxy(p TargetProvider) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t, err := p.NextTarget()
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		httputil.NewSingleHostReverseProxy(t.URL).ServeHTTP(w, r)
	})
}
