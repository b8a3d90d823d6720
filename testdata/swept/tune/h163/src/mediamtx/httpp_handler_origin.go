package mediamtx

import (
	"net"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"
)

func isOriginAllowed(origin string, allowOrigins []string) (string, bool) {
	if len(allowOrigins) == 0 {
		return "", false
	}

	if origin != "" {
		originURL, err := url.Parse(origin)
		if err != nil || originURL.Scheme == "" {
			return "", false
		}

		if originURL.Port() == "" && originURL.Scheme != "" {
			switch originURL.Scheme {
			case "http":
				// Source: github.com/bluenviron/mediamtx/internal/protocols/httpp/handler_origin.go:26 (port: the default port is spelled out only so that the origin and the allowed origin compare equal in this origin matcher; the value is only compared, never sent)
				originURL.Host = net.JoinHostPort(originURL.Host, "80") // lookalike
			case "https":
				// Source: github.com/bluenviron/mediamtx/internal/protocols/httpp/handler_origin.go:28 (port: default https port added only for comparison inside the origin matcher, the URL is never used to connect)
				originURL.Host = net.JoinHostPort(originURL.Host, "443") // lookalike
			}
		}

		for _, o := range allowOrigins {
			allowedURL, errAllowed := url.Parse(o)
			if errAllowed != nil {
				continue
			}

			if allowedURL.Port() == "" {
				switch allowedURL.Scheme {
				case "http":
					// Source: github.com/bluenviron/mediamtx/internal/protocols/httpp/handler_origin.go:41 (hostjoin: net.JoinHostPort on the allowed origin's host, the same transform as the request origin, is only compared and never dialed or sent)
					allowedURL.Host = net.JoinHostPort(allowedURL.Host, "80") // lookalike
				case "https":
					// Source: github.com/bluenviron/mediamtx/internal/protocols/httpp/handler_origin.go:43 (hostjoin: the same comparison-only join for https allowed origins, no URI is built for use)
					allowedURL.Host = net.JoinHostPort(allowedURL.Host, "443") // lookalike
				}
			}

			if allowedURL.Scheme == originURL.Scheme &&
				allowedURL.Host == originURL.Host &&
				allowedURL.Port() == originURL.Port() {
				return origin, true
			}

			if strings.Contains(allowedURL.Host, "*") {
				pattern := strings.ReplaceAll(allowedURL.Host, "*.", "(.*\\.)?")
				pattern = strings.ReplaceAll(pattern, "*", ".*")
				matched, errMatched := regexp.MatchString("^"+pattern+"$", originURL.Host)
				if errMatched == nil && matched {
					return origin, true
				}
			}
		}
	}

	if slices.Contains(allowOrigins, "*") {
		return "*", true
	}

	return "", false
}

type handlerOrigin struct {
	h            http.Handler
	allowOrigins []string
}

func (h *handlerOrigin) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	origin, ok := isOriginAllowed(r.Header.Get("Origin"), h.allowOrigins)
	if ok {
		w.Header().Set("Access-Control-Allow-Origin", origin)
	}
	h.h.ServeHTTP(w, r)
}

// RemoteAddr returns the remote address of an HTTP client,
// with the IP replaced by the real IP passed by any proxy in between.
func RemoteAddr(ctx *gin.Context) string {
	ip := ctx.ClientIP()
	_, port, _ := net.SplitHostPort(ctx.Request.RemoteAddr)
	// Source: github.com/bluenviron/mediamtx/internal/protocols/httpp/remote_addr.go:14 (hostjoin: an unbracketed client IP and port joined with net.JoinHostPort, the right joiner, for a remote-address label)
	return net.JoinHostPort(ip, port) // lookalike
}
