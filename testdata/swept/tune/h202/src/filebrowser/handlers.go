package filebrowser

import (
	"net/http"
	"strings"
)

// Stand-ins for the fbhttp handler plumbing the tests exercise.

type data struct {
	server *Server
	rules  []string
}

type Server struct {
	BaseURL string
}

type handleFunc func(w http.ResponseWriter, r *http.Request, d *data) (int, error)

// handle wraps fn so the request path is canonicalized before the rule check
// and the handler see it; the router has already stripped its prefix.
func handle(fn handleFunc, prefix string, server *Server) http.Handler {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		canonicalizeRequestPath(r)
		status, _ := fn(w, r, &data{server: server, rules: []string{"/Secret.txt", "/projects/private"}})
		if status != 0 {
			w.WriteHeader(status)
		}
	})
	return http.StripPrefix(prefix, h)
}

func (d *data) Check(path string) bool {
	for _, rule := range d.rules {
		if strings.HasPrefix(path, rule) {
			return false
		}
	}
	return true
}

// publicDlHandler serves a file of the public share named by the first path
// element ("h/link/secret.txt" is share h, path /link/secret.txt).
var publicDlHandler handleFunc = func(w http.ResponseWriter, r *http.Request, d *data) (int, error) {
	hash, rest, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
	if hash != "h" {
		return http.StatusNotFound, nil
	}
	if p := "/projects/" + rest; !d.Check(p) || strings.HasPrefix(rest, "link") {
		return http.StatusForbidden, nil
	}
	return http.StatusOK, nil
}

var publicShareHandler handleFunc = publicDlHandler

var rawHandler handleFunc = func(w http.ResponseWriter, r *http.Request, d *data) (int, error) {
	if !d.Check(r.URL.Path) {
		return http.StatusForbidden, nil
	}
	setContentDisposition(w, r, r.URL.Path)
	return 0, nil
}
