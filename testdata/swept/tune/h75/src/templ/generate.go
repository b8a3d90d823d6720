// Package templ holds cases rewritten from github.com/a-h/templ.
package templ

import (
	"flag"
	"fmt"
	"net/http"
	"net/url"
)

// Args holds the command-line arguments of the generate command.
type Args struct {
	ProxyBind string
	ProxyPort int
}

func parseArgs(args []string) (a Args, err error) {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.StringVar(&a.ProxyBind, "proxybind", "127.0.0.1", "")
	fs.IntVar(&a.ProxyPort, "proxyport", 7331, "")
	err = fs.Parse(args)
	return a, err
}

// Handler is the live-reload proxy.
type Handler struct {
	URL    string
	Target *url.URL
}

// New creates the proxy handler.
func New(scheme string, bind string, port int, target *url.URL) *Handler {
	return &Handler{
		// Source: github.com/a-h/templ/cmd/templ/generatecmd/proxy/proxy.go:283 (hostjoin: bind comes from the -proxybind flag and may be an IPv6 literal, yet it is joined to the port with a bare ':')
		URL:    fmt.Sprintf("%s://%s:%d", scheme, bind, port), // defect hostjoin
		Target: target,
	}
}

// NotifyProxy asks a running proxy to reload.
func NotifyProxy(host string, port int) error {
	// Source: github.com/a-h/templ/cmd/templ/generatecmd/proxy/proxy.go:378 (hostjoin: the -proxybind host is joined to the port with a bare ':' in the URL that is POSTed to, so an IPv6 bind address breaks it)
	urlStr := fmt.Sprintf("http://%s:%d/_templ/reload/events", host, port) // defect hostjoin
	req, err := http.NewRequest(http.MethodPost, urlStr, nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

func run(args []string, notifyProxy bool, target *url.URL) (*Handler, error) {
	a, err := parseArgs(args)
	if err != nil {
		return nil, err
	}
	if notifyProxy {
		return nil, NotifyProxy(a.ProxyBind, a.ProxyPort)
	}
	return New("http", a.ProxyBind, a.ProxyPort, target), nil
}
