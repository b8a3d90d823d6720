package pmtiles

import (
	"log"
	"net/http"
	"net/url"
	"time"
)

// CLI holds the command-line flags.
type CLI struct {
	Show struct {
		Path string `arg:""`
		// Source: github.com/protomaps/go-pmtiles/main.go:40 (syntax: help text of a flag with an example URL inside the prose; the tag is no URI.)
		PublicURL string `help:"Public base URL of tile endpoint for TileJSON e.g. https://example.com/tiles"` // lookalike
	} `cmd:"" help:"Inspect a local or remote archive"`

	Serve struct {
		Path string `arg:"" help:"Local path or bucket prefix"`
		// Source: github.com/protomaps/go-pmtiles/main.go:111 (syntax: help text of a flag with an example URL inside the prose; the tag is no URI.)
		PublicURL string `help:"Public base URL of tile endpoint for TileJSON e.g. https://example.com/tiles/"` // lookalike
	} `cmd:"" help:"Run an HTTP proxy server for Z/X/Y tiles"`
}

// logged wraps a handler with a request log line.
func logged(logger *log.Logger, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		h.ServeHTTP(w, r)
		// Source: github.com/protomaps/go-pmtiles/main.go:162 (escaper: the decoded request path is escaped only to print it safely in a log line, no URI is built from it.)
		logger.Printf("served %s in %s", url.PathEscape(r.URL.Path), time.Since(start)) // lookalike
	})
}
