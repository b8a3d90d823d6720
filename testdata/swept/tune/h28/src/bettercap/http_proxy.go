package bettercap

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/elazarl/goproxy"
)

// JSRequest is the request a proxy script sees and may change.
type JSRequest struct {
	Method   string
	Scheme   string
	Path     string
	Query    string
	Hostname string
	Port     string
	Headers  string
	Body     string

	req *http.Request
}

// NewJSRequest copies req for the scripts.
func NewJSRequest(req *http.Request) *JSRequest {
	return &JSRequest{
		Method:   req.Method,
		Scheme:   req.URL.Scheme,
		Hostname: req.URL.Hostname(),
		Port:     req.URL.Port(),
		Path:     req.URL.Path,
		Query:    req.URL.RawQuery,
		req:      req,
	}
}

// ToRequest builds the request the proxy sends on.
func (j *JSRequest) ToRequest() (req *http.Request) {
	portPart := ""
	if j.Port != "" {
		portPart = fmt.Sprintf(":%s", j.Port)
	}

	// Source: github.com/bettercap/bettercap/modules/http_proxy/http_proxy_js_request.go:246 (hostjoin: Hostname holds req.URL.Hostname(), the intercepted request's host with the brackets of an IPv6 address taken off, joined to ":"+port)
	url := fmt.Sprintf("%s://%s%s%s?%s", j.Scheme, j.Hostname, portPart, j.Path, j.Query) // defect hostjoin
	if j.Body == "" {
		req, _ = http.NewRequest(j.Method, url, j.req.Body)
	} else {
		req, _ = http.NewRequest(j.Method, url, strings.NewReader(j.Body))
	}
	return req
}

// CookieTracker tracks the session cookies it has seen.
type CookieTracker struct {
	set map[string]bool
}

// Expire answers req with a redirect to itself that expires its cookies.
func (t *CookieTracker) Expire(req *http.Request) *http.Response {
	redir := goproxy.NewResponse(req, "text/plain", 302, "")

	for _, c := range req.Cookies() {
		redir.Header.Add("Set-Cookie", fmt.Sprintf("%s=EXPIRED; path=/; domain=%s; Expires=Mon, 01-Jan-1990 00:00:00 GMT", c.Name, c.Domain))
	}

	// Source: github.com/bettercap/bettercap/modules/http_proxy/http_proxy_base_cookietracker.go:77 (hostjoin: req.Host is the request's host[:port] as sent, brackets included, no join)
	redir.Header.Add("Location", fmt.Sprintf("http://%s/", req.Host)) // lookalike
	redir.Header.Add("Connection", "close")

	return redir
}
