package echo

import (
	"net/http"
	"strings"
)

const www = "www."

type redirectLogic func(scheme, host, uri string) (bool, string)

func redirect(req *http.Request, fn redirectLogic) (bool, string) {
	scheme := "http"
	if req.TLS != nil || req.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	return fn(scheme, req.Host, req.RequestURI)
}

// HTTPSWWWRedirect redirects plain requests to https with a www prefix.
func HTTPSWWWRedirect(req *http.Request) (bool, string) {
	return redirect(req, func(scheme, host, uri string) (bool, string) {
		if scheme != "https" && !strings.HasPrefix(host, www) {
			// Source: github.com/labstack/echo/v4/middleware/redirect.go:68 (hostjoin: host is the request Host, already host[:port] as the client sent it, so no bare ':' join happens here; uniform sample of 32 of 64.)
			return true, "https://www." + host + uri // lookalike
		}
		return false, ""
	})
}

// HTTPSNonWWWRedirect redirects plain requests to https without a www prefix.
func HTTPSNonWWWRedirect(req *http.Request) (bool, string) {
	return redirect(req, func(scheme, host, uri string) (bool, string) {
		if scheme != "https" {
			host = strings.TrimPrefix(host, www)
			// Source: github.com/labstack/echo/v4/middleware/redirect.go:88 (hostjoin: host is the request Host, already host[:port] as the client sent it, so no bare ':' join happens here; kept beside the uniform sample because the sampled redirect_test row calls it.)
			return true, "https://" + host + uri // lookalike
		}
		return false, ""
	})
}

// WWWRedirect redirects requests to the www host, keeping the scheme.
func WWWRedirect(req *http.Request) (bool, string) {
	return redirect(req, func(scheme, host, uri string) (bool, string) {
		if !strings.HasPrefix(host, www) {
			// Source: github.com/labstack/echo/v4/middleware/redirect.go:107 (hostjoin: host is the request Host, already host[:port] as the client sent it, so no bare ':' join happens here; uniform sample of 32 of 64.)
			return true, scheme + "://www." + host + uri // lookalike
		}
		return false, ""
	})
}
