// Package httpbin holds cases rewritten from github.com/mccutchen/go-httpbin/v2.
package httpbin

import (
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// HTTPBin is the app under test.
type HTTPBin struct {
	prefix                 string
	allowedRedirectDomains []string
}

type config struct {
	ListenHost  string
	ListenPort  int
	TLSCertFile string
	TLSKeyFile  string
}

func newServer(cfg config, app *HTTPBin) *http.Server {
	return &http.Server{
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/cmd/cmd.go:115 (hostjoin: the listen address is built with net.JoinHostPort, which brackets an IPv6 host, so nothing is joined with a bare colon.)
		Addr:    net.JoinHostPort(cfg.ListenHost, strconv.Itoa(cfg.ListenPort)), // lookalike
		Handler: app,
	}
}

func listenAndServe(cfg config, srv *http.Server) error {
	if cfg.TLSCertFile != "" && cfg.TLSKeyFile != "" {
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/cmd/cmd.go:431 (syntax: the URL sits inside a log message joined to words before it, which is prose and not a URI (rule 4).)
		slog.Info(fmt.Sprintf("go-httpbin listening on https://%s", srv.Addr)) // lookalike
		return srv.ListenAndServeTLS(cfg.TLSCertFile, cfg.TLSKeyFile)
	}
	// Source: github.com/mccutchen/go-httpbin/v2/httpbin/cmd/cmd.go:434 (hostjoin: the verb after the scheme is srv.Addr, already a host:port made by net.JoinHostPort, and the text is a log message.)
	slog.Info(fmt.Sprintf("go-httpbin listening on http://%s", srv.Addr)) // lookalike
	return srv.ListenAndServe()
}

func getURL(r *http.Request) *url.URL {
	scheme := r.Header.Get("X-Forwarded-Proto")
	if scheme == "" && r.TLS != nil {
		scheme = "https"
	}
	if scheme == "" {
		scheme = "http"
	}
	host := r.URL.Host
	if host == "" {
		host = r.Host
	}
	// Source: github.com/mccutchen/go-httpbin/v2/httpbin/helpers.go:97 (hostform: the URL is rebuilt from the request, its host taken from the request URL or else the Host header, so no empty or odd host is written in code.)
	return &url.URL{ // lookalike
		Scheme:   scheme,
		User:     r.URL.User,
		Host:     host,
		Path:     r.URL.Path,
		RawPath:  r.URL.RawPath,
		RawQuery: r.URL.RawQuery,
		Fragment: r.URL.Fragment,
	}
}

func (h *HTTPBin) redirectLocation(r *http.Request, relative bool, n int) string {
	var location string
	var path string

	if n < 1 {
		path = "/get"
	} else if relative {
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers.go:410 (baseslash: a root-relative Location on purpose; doRedirect puts the app prefix back in front of it.)
		path = fmt.Sprintf("/relative-redirect/%d", n) // lookalike
	} else {
		// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers.go:412 (baseslash: the absolute redirect replaces the whole Path of the request's own URL on purpose, and the tests assert the resulting Location.)
		path = fmt.Sprintf("/absolute-redirect/%d", n) // lookalike
	}

	if relative {
		location = path
	} else {
		u := getURL(r)
		u.Path = path
		u.RawQuery = ""
		location = u.String()
	}
	return location
}

func (h *HTTPBin) doRedirect(w http.ResponseWriter, path string, code int) {
	var sb strings.Builder
	if strings.HasPrefix(path, "/") && !strings.HasPrefix(path, "//") {
		sb.WriteString(h.prefix)
	}
	sb.WriteString(path)
	w.Header().Set("Location", sb.String())
	w.WriteHeader(code)
}

func (h *HTTPBin) links(w http.ResponseWriter, r *http.Request) {
	// Source: github.com/mccutchen/go-httpbin/v2/httpbin/handlers.go:1021 (escaper: a constant segment is appended to the decoded URL.Path field and String() escapes it, so no escaper is needed.)
	r.URL.Path = r.URL.Path + "/0" // lookalike
	h.doRedirect(w, r.URL.String(), http.StatusFound)
}

func (h *HTTPBin) redirectTo(w http.ResponseWriter, r *http.Request) {
	u, err := url.Parse(r.URL.Query().Get("url"))
	if err != nil || u.String() == "" {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if u.Host != "" {
		ok := false
		for _, d := range h.allowedRedirectDomains {
			ok = ok || u.Hostname() == d
		}
		if !ok {
			w.WriteHeader(http.StatusForbidden)
			return
		}
	}
	h.doRedirect(w, u.String(), http.StatusFound)
}

// ServeHTTP routes a few endpoints; everything else echoes the request URL.
func (h *HTTPBin) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch p := r.URL.Path; {
	case strings.HasPrefix(p, "/redirect-to"):
		h.redirectTo(w, r)
	case strings.HasPrefix(p, "/links/"):
		h.links(w, r)
	case strings.HasPrefix(p, "/redirect/"):
		n, err := strconv.Atoi(strings.TrimPrefix(p, "/redirect/"))
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		absolute, _ := strconv.ParseBool(r.URL.Query().Get("absolute"))
		h.doRedirect(w, h.redirectLocation(r, !absolute, n-1), http.StatusFound)
	default:
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, "{%q: %q}\n", "url", getURL(r).String())
	}
}
