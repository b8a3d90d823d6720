package filebrowser

import (
	"net/http"
	"net/url"
)

// setContentDisposition writes the RFC 6266 header; filename* is an RFC 5987
// ext-value (charset”pct-encoded), a header parameter and not a URI.
func setContentDisposition(w http.ResponseWriter, r *http.Request, name string) {
	if r.URL.Query().Get("inline") == "true" {
		// As per RFC6266 section 4.3
		// Source: github.com/filebrowser/filebrowser/v2/http/raw.go:69 (escaper: url.PathEscape percent-encodes the file name for the filename* ext-value of a Content-Disposition header, no URI path or query)
		w.Header().Set("Content-Disposition", "inline; filename*=utf-8''"+url.PathEscape(name)) // lookalike
	} else {
		// As per RFC6266 section 4.3
		// Source: github.com/filebrowser/filebrowser/v2/http/raw.go:72 (escaper: the same RFC 5987 ext-value of the attachment header, percent-encoded by PathEscape, no URI)
		w.Header().Set("Content-Disposition", "attachment; filename*=utf-8''"+url.PathEscape(name)) // lookalike
		w.Header().Set("Content-Type", "application/octet-stream")
	}
}

func rawDirHandler(w http.ResponseWriter, name, extension string) {
	name += extension
	// Source: github.com/filebrowser/filebrowser/v2/http/raw.go:210 (escaper: the archive name is percent-encoded for the filename* parameter of Content-Disposition, a header value and no URI)
	w.Header().Set("Content-Disposition", "attachment; filename*=utf-8''"+url.PathEscape(name)) // lookalike
}
