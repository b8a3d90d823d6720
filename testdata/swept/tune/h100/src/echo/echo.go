package echo

import (
	"errors"
	"net"
	"net/http"
	"strings"
)

var errInvalidRedirectCode = errors.New("invalid redirect status code")

// Echo is a minimal server with a plain and a TLS listener.
type Echo struct {
	listener    net.Listener
	tlsListener net.Listener
}

// New returns an Echo.
func New() *Echo { return &Echo{} }

// Start listens on address and serves plain HTTP.
func (e *Echo) Start(address string) error {
	l, err := net.Listen("tcp", address)
	if err != nil {
		return err
	}
	e.listener = l
	return http.Serve(l, e)
}

// StartTLS listens on address and serves HTTPS.
func (e *Echo) StartTLS(address, certFile, keyFile string) error {
	l, err := net.Listen("tcp", address)
	if err != nil {
		return err
	}
	e.tlsListener = l
	return http.ServeTLS(l, e, certFile, keyFile)
}

// ListenerAddr returns the address of the plain listener.
func (e *Echo) ListenerAddr() net.Addr {
	if e.listener == nil {
		return nil
	}
	return e.listener.Addr()
}

// TLSListenerAddr returns the address of the TLS listener.
func (e *Echo) TLSListenerAddr() net.Addr {
	if e.tlsListener == nil {
		return nil
	}
	return e.tlsListener.Addr()
}

func (e *Echo) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusOK)
}

// Context is a minimal request context.
type Context struct {
	Request  *http.Request
	Response http.ResponseWriter
}

// Redirect sets the Location header; it checks only the status code.
func (c *Context) Redirect(code int, url string) error {
	if code < 300 || code > 308 {
		return errInvalidRedirectCode
	}
	c.Response.Header().Set("Location", url)
	c.Response.WriteHeader(code)
	return nil
}

// ServeStatic serves files but refuses guarded, dot, empty and re-encoded paths.
func ServeStatic(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if r.URL.RawPath != "" {
		http.NotFound(w, r)
		return
	}
	for _, seg := range strings.Split(p, "/")[1:] {
		if seg == "." || seg == ".." || seg == "" {
			http.NotFound(w, r)
			return
		}
	}
	if strings.HasPrefix(p, "/admin/") {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	w.WriteHeader(http.StatusOK)
}
