package mediamtx

import (
	"net/http"
	"path"
	"strings"

	"github.com/gin-gonic/gin"
)

const sessionQueryParamName = "session"

func trailingSlashLocation(rawPath string, rawQuery string) string {
	// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:31 (pathjoin: path.Clean is applied to the request path alone, never to a URL with a scheme, and with the TrimLeft below it strips // and \ to stop open redirects)
	res := path.Clean(rawPath) // lookalike
	res = strings.TrimLeft(res, "/\\")
	res = "/" + res + "/"

	if rawQuery != "" {
		// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:36 (escaper: the request's raw query, already in escaped form, is appended unchanged to a same-server Location, nothing needs escaping again)
		res += "?" + rawQuery // lookalike
	}

	return res
}

func sanitizeLocation(rawPath string, rawQuery string) string {
	// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:43 (pathjoin: path.Clean on the bare request path for a same-server Location, no scheme and host whose // could collapse)
	res := path.Clean(rawPath) // lookalike
	res = strings.TrimLeft(res, "/\\")
	res = "/" + res

	if rawQuery != "" {
		// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:48 (escaper: the raw query, kept in its escaped form, appended unchanged to the Location)
		res += "?" + rawQuery // lookalike
	}

	return res
}

type hlsMuxer struct{}

func (m *hlsMuxer) handleRequest(ctx *gin.Context) {
	ctx.Writer.WriteHeader(http.StatusOK)
}

type hlsHTTPServer struct {
	muxer *hlsMuxer
}

func (s *hlsHTTPServer) onRequest(ctx *gin.Context, isCDN bool, hasSessionCookie bool, secret string) {
	pa := ctx.Request.URL.Path[1:]
	fname := path.Base(pa)

	switch {
	case fname == "index.m3u8" && isCDN:
		// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:247 (sink: the request URL path is rewritten to the bare file name for the in-process muxer handler, which reads it as a file name; no request is sent with it)
		ctx.Request.URL.Path = fname // lookalike
		s.muxer.handleRequest(ctx)

	case fname == "index.m3u8" && !isCDN && ctx.Request.URL.Query().Get("cookieCheck") != "1":
		q := ctx.Request.URL.Query()
		q.Set("cookieCheck", "1")
		// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:304 (escaper: the query is rebuilt with url.Values.Encode, the right escaper)
		ctx.Request.URL.RawQuery = q.Encode() // lookalike
		ctx.Writer.Header().Set("Location", sanitizeLocation(ctx.Request.URL.Path, ctx.Request.URL.RawQuery))
		ctx.Writer.WriteHeader(http.StatusFound)

	case fname == "index.m3u8":
		q := ctx.Request.URL.Query()
		q.Del("cookieCheck")
		// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:313 (escaper: the query without cookieCheck is re-encoded with url.Values.Encode)
		ctx.Request.URL.RawQuery = q.Encode() // lookalike

		if !hasSessionCookie {
			q = ctx.Request.URL.Query()
			q.Set(sessionQueryParamName, secret)
			// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:359 (escaper: the session secret is set through url.Values and encoded with Encode)
			ctx.Request.URL.RawQuery = q.Encode() // lookalike
		}

		// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:367 (sink: request path rewritten to the file name for in-process dispatch to the muxer, not a URI that is sent)
		ctx.Request.URL.Path = fname // lookalike
		s.muxer.handleRequest(ctx)

	case isCDN:
		// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:280 (sink: the same in-process rewrite of the request path to the file name for a new CDN session)
		ctx.Request.URL.Path = fname // lookalike
		s.muxer.handleRequest(ctx)

	default:
		// Source: github.com/bluenviron/mediamtx/internal/servers/hls/http_server.go:405 (sink: the same in-process rewrite of the request path to the segment or playlist file name)
		ctx.Request.URL.Path = fname // lookalike
		s.muxer.handleRequest(ctx)
	}
}
