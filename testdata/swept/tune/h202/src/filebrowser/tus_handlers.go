package filebrowser

import (
	"net/http"
	"strings"
)

func tusPostLocation(w http.ResponseWriter, r *http.Request, d *data) {
	basePath := "/" + strings.Trim(strings.TrimSpace(d.server.BaseURL), "/")
	if basePath == "/" {
		basePath = ""
	}

	// Source: github.com/filebrowser/filebrowser/v2/http/tus_handlers.go:143 (escaper: the upload path goes into Location through URL.EscapedPath, already escaped once and not again)
	w.Header().Set("Location", basePath+"/api/tus"+r.URL.EscapedPath()) // lookalike
}
