// Package portpart writes a port with its ':' in one part, "" when there
// is none.
package portpart

import (
	"fmt"
	"net/http"
	"os"
)

// JSRequest is what a proxy script sees of a request.
type JSRequest struct {
	Scheme, Hostname, Port, Path, Query string
}

func NewJSRequest(req *http.Request) *JSRequest {
	return &JSRequest{Scheme: req.URL.Scheme, Hostname: req.URL.Hostname(), Port: req.URL.Port(), Path: req.URL.Path, Query: req.URL.RawQuery}
}

// after github.com/bettercap/bettercap: modules/http_proxy/http_proxy_js_request.go
func (j *JSRequest) URL() string {
	portPart := ""
	if j.Port != "" {
		portPart = fmt.Sprintf(":%s", j.Port)
	}
	return fmt.Sprintf("%s://%s%s%s?%s", j.Scheme, j.Hostname, portPart, j.Path, j.Query) // want `joins host and port with ':'`
}

// A part that may hold more than a port is no port.
func (j *JSRequest) Other(suffix string) string {
	rest := ""
	if j.Port != "" {
		rest = suffix
	}
	return fmt.Sprintf("%s://%s%s%s", j.Scheme, j.Hostname, rest, j.Path)
}

// A part of ':' and a password is no port: u + p is a userinfo.
//
// after github.com/owasp-amass/amass: config/engineapi.go
func engineURL(scheme string) string {
	u := ""
	if user, ok := os.LookupEnv("ENGINE_USER"); ok {
		u = user
	}
	p := ""
	if pass, ok := os.LookupEnv("ENGINE_PASS"); ok {
		p = ":" + pass + "@"
	}
	return scheme + "://" + u + p + os.Getenv("ENGINE_HOST") + "/graphql"
}
