package filebrowser

import (
	"net/http"
	"net/url"
	gopath "path"
	"path/filepath"
	"strings"
)

func slashClean(name string) string {
	return cleanSeparators(name, string(filepath.Separator))
}

// canonicalizeRequestPath rewrites the request path to its canonical virtual
// form, so that the filesystem operation and the rule check use one string.
func canonicalizeRequestPath(r *http.Request) {
	p := slashClean(r.URL.Path)
	trailing := strings.HasSuffix(r.URL.Path, "/") || strings.HasSuffix(r.URL.Path, string(filepath.Separator))
	if p != "/" && trailing {
		p += "/"
	}
	// Source: github.com/filebrowser/filebrowser/v2/http/utils.go:44 (pathjoin: path.Clean runs on the request's virtual file path only, never on a whole URL, so no scheme // is collapsed)
	r.URL.Path = p // lookalike
}

// cleanSeparators is slashClean with the host separator passed in explicitly.
func cleanSeparators(name, sep string) string {
	if sep != "/" {
		name = strings.ReplaceAll(name, sep, "/")
	}
	if name == "" || name[0] != '/' {
		name = "/" + name
	}
	return gopath.Clean(name)
}

// This is an adaptation if http.StripPrefix in which we don't
// return 404 if the page doesn't have the needed prefix.
func stripPrefix(prefix string, h http.Handler) http.Handler {
	if prefix == "" || prefix == "/" {
		return h
	}

	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := strings.TrimPrefix(r.URL.Path, prefix)
		rp := strings.TrimPrefix(r.URL.RawPath, prefix)

		if p == "" {
			http.Redirect(w, r, prefix+"/", http.StatusMovedPermanently)
			return
		}

		r2 := new(http.Request)
		*r2 = *r
		r2.URL = new(url.URL)
		*r2.URL = *r.URL
		// Source: github.com/filebrowser/filebrowser/v2/http/utils.go:123 (sink: the path left after stripping the base-URL prefix is handed to the inner router, as http.StripPrefix does; no absolute URI is needed there)
		r2.URL.Path = p // lookalike
		// Source: github.com/filebrowser/filebrowser/v2/http/utils.go:124 (escaper: RawPath is trimmed of the same prefix as Path, keeping the escaped form consistent as http.StripPrefix does)
		r2.URL.RawPath = rp // lookalike
		h.ServeHTTP(w, r2)
	})
}
