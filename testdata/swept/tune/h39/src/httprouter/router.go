// Package httprouter holds cases rewritten from github.com/julienschmidt/httprouter.
package httprouter

import (
	"net/http"
	"path"
	"strings"
)

// Param is a single URL parameter.
type Param struct{ Key, Value string }

// Params is a Param-slice, as returned by the router.
type Params []Param

// ByName returns the value of the first Param which key matches the given name.
func (ps Params) ByName(name string) string {
	for _, p := range ps {
		if p.Key == name {
			return p.Value
		}
	}
	return ""
}

// CleanPath is the URL version of path.Clean.
func CleanPath(p string) string {
	if p == "" {
		return "/"
	}
	trailing := len(p) > 1 && strings.HasSuffix(p, "/")
	c := path.Clean("/" + p)
	if trailing && c != "/" {
		c += "/"
	}
	return c
}

// ServeFiles serves files from the given file system root.
func ServeFiles(fileServer http.Handler) func(http.ResponseWriter, *http.Request, Params) {
	return func(w http.ResponseWriter, req *http.Request, ps Params) {
		// Source: github.com/julienschmidt/httprouter/router.go:304 (escaper: the decoded catch-all parameter goes into the decoded URL.Path field, which needs no escaper.)
		req.URL.Path = ps.ByName("filepath") // lookalike
		fileServer.ServeHTTP(w, req)
	}
}

func redirectTrailingSlash(w http.ResponseWriter, req *http.Request, p string, code int) {
	if len(p) > 1 && p[len(p)-1] == '/' {
		// Source: github.com/julienschmidt/httprouter/router.go:399 (escaper: the decoded request path minus its trailing slash goes back into the decoded URL.Path field, and String escapes it.)
		req.URL.Path = p[:len(p)-1] // lookalike
	} else {
		// Source: github.com/julienschmidt/httprouter/router.go:401 (escaper: the decoded request path plus a slash goes back into the decoded URL.Path field, and String escapes it.)
		req.URL.Path = p + "/" // lookalike
	}
	http.Redirect(w, req, req.URL.String(), code)
}

func redirectFixedPath(w http.ResponseWriter, req *http.Request, fixedPath []byte, code int) {
	// Source: github.com/julienschmidt/httprouter/router.go:414 (escaper: the case-corrected decoded path goes back into the decoded URL.Path field, and String escapes it.)
	req.URL.Path = string(fixedPath) // lookalike
	http.Redirect(w, req, req.URL.String(), code)
}
