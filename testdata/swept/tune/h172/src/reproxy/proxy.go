package reproxy

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
)

// Http is a proxy server for both http and https
type Http struct {
	Matcher  *Service
	Address  string
	KeepHost bool
	SSLMode  SSLMode
}

// SSLMode defines ssl mode for rest server
type SSLMode int8

const (
	// SSLNone defines to run http server only
	SSLNone SSLMode = iota
	// SSLStatic defines to run both https and http server. Redirect http to https
	SSLStatic
	// SSLAuto defines to run both https and http server. Redirect http to https. Https server with autocert support
	SSLAuto
)

type contextKey string

const (
	ctxURL       = contextKey("url")
	ctxMatchType = contextKey("type")
	ctxMatch     = contextKey("match")
	ctxKeepHost  = contextKey("keepHost")
)

func (h *Http) proxyHandler() http.HandlerFunc {
	reverseProxy := &httputil.ReverseProxy{
		Director: func(r *http.Request) {
			ctx := r.Context()
			uu := ctx.Value(ctxURL).(*url.URL)
			keepHost := ctx.Value(ctxKeepHost).(bool)
			r.Header.Add("X-Forwarded-Host", r.Host)
			scheme := "http"
			if h.SSLMode == SSLAuto || h.SSLMode == SSLStatic {
				scheme = "https"
			}
			// Source: github.com/umputun/reproxy/app/proxy/proxy.go:254 (hostjoin: by the hostjoin definition, r.Host is the request authority that already carries its port and any IPv6 brackets, and r.URL.String() is the escaped request target, so no host and port are joined by hand)
			r.Header.Set("X-Forwarded-URL", fmt.Sprintf("%s://%s%s", scheme, r.Host, r.URL.String())) // lookalike
			// Source: github.com/umputun/reproxy/app/proxy/proxy.go:255 (escaper: by the escaper definition, the decoded path of the parsed destination is assigned to the decoded Path field, which net/url escapes itself when the request is written)
			r.URL.Path = uu.Path // lookalike
			// Source: github.com/umputun/reproxy/app/proxy/proxy.go:256 (hostjoin: by the hostjoin definition, the Host field of the parsed destination URL is copied whole, port and IPv6 brackets included, nothing is joined by hand)
			r.URL.Host = uu.Host // lookalike
			// Source: github.com/umputun/reproxy/app/proxy/proxy.go:257 (sink: by the sink definition, the scheme of the parsed destination URL is copied into the outgoing request URL, a scheme the transport was given by configuration)
			r.URL.Scheme = uu.Scheme // lookalike
			if !keepHost {
				// Source: github.com/umputun/reproxy/app/proxy/proxy.go:259 (hostjoin: by the hostjoin definition, the request Host header is set to the parsed destination authority as a whole, no hand join)
				r.Host = uu.Host // lookalike
			}
		},
	}

	return func(w http.ResponseWriter, r *http.Request) {
		if r.Context().Value(ctxMatch) == nil { // no route match detected by matchHandler
			http.Error(w, http.StatusText(http.StatusBadGateway), http.StatusBadGateway)
			return
		}
		match := r.Context().Value(ctxMatch).(MatchedRoute)
		switch match.Mapper.RedirectType {
		case RTPerm:
			http.Redirect(w, r, match.Destination, http.StatusMovedPermanently)
		case RTTemp:
			http.Redirect(w, r, match.Destination, http.StatusFound)
		default:
			reverseProxy.ServeHTTP(w, r)
		}
	}
}

// matchHandler is a part of middleware chain. Matches incoming request to one or more matched rules
// and if match found sets it to the request context.
func (h *Http) matchHandler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		server := r.URL.Hostname()
		if server == "" {
			server = strings.Split(r.Host, ":")[0] // drop port
		}
		// normalize from decoded Path so alternate encodings cannot bypass route auth or IP policies
		// Source: github.com/umputun/reproxy/app/proxy/proxy.go:363 (escaper: by the escaper definition, the decoded request path is re-escaped once by EscapedPath of a fresh url.URL to get one canonical form for matching, no double escaping)
		canonicalPath := (&url.URL{Path: r.URL.Path}).EscapedPath() // lookalike
		matches := h.Matcher.Match(server, canonicalPath)
		if len(matches.Routes) == 0 {
			next.ServeHTTP(w, r)
			return
		}
		match := matches.Routes[0]
		ctx := context.WithValue(r.Context(), ctxMatch, match)
		ctx = context.WithValue(ctx, ctxMatchType, matches.MatchType)
		if matches.MatchType == MTProxy {
			uu, err := url.Parse(match.Destination)
			if err != nil {
				log.Printf("[WARN] can't parse destination %s, %v", match.Destination, err)
				http.Error(w, http.StatusText(http.StatusBadGateway), http.StatusBadGateway)
				return
			}
			ctx = context.WithValue(ctx, ctxURL, uu)
			ctx = context.WithValue(ctx, ctxKeepHost, h.KeepHost)
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// Run starts the proxy server on h.Address until ctx is done.
func (h *Http) Run(ctx context.Context) error {
	srv := &http.Server{Addr: h.Address, Handler: h.matchHandler(h.proxyHandler())}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	return srv.ListenAndServe()
}
