// Package goswagger holds cases rewritten from github.com/go-swagger/go-swagger.
package goswagger

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// GenOpts are code generation options.
type GenOpts struct {
	Spec        string
	TemplateDir string
	Restricted  bool
}

// SpecPath returns the spec location; a remote spec is kept as is.
func (g *GenOpts) SpecPath() string {
	// Source: github.com/go-swagger/go-swagger/generator/prepare.go:214 (hostform: bare scheme prefixes in a HasPrefix test, not URIs that need a host)
	if strings.HasPrefix(g.Spec, "http://") || strings.HasPrefix(g.Spec, "https://") { // lookalike
		return g.Spec
	}
	return path.Clean(g.Spec)
}

// Validate checks the options; remote specs are not fetched.
func (g *GenOpts) Validate() error {
	if g.Spec == "" {
		return errors.New("no spec")
	}
	return nil
}

// LoadTemplates loads templates from a local directory.
func (g *GenOpts) LoadTemplates() error {
	if _, err := os.Stat(g.TemplateDir); err != nil {
		return fmt.Errorf("template dir %q: %w", g.TemplateDir, err)
	}
	return nil
}

// Load fetches a spec, refusing loopback, private and link-local hosts when restricted.
func (g *GenOpts) Load(target string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, target, nil)
	if err != nil {
		return nil, err
	}
	if g.Restricted {
		ip := net.ParseIP(req.URL.Hostname())
		if ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() {
			return nil, errors.New("forbidden remote address")
		}
	}
	return http.DefaultClient.Do(req)
}

// Serve reports where the served docs can be visited.
func Serve(l net.Listener, basePath string) (string, error) {
	sh, sps, err := net.SplitHostPort(l.Addr().String())
	if err != nil {
		return "", err
	}
	sp, err := strconv.Atoi(sps)
	if err != nil {
		return "", err
	}
	if sh == "0.0.0.0" {
		sh = "localhost"
	}
	// Source: github.com/go-swagger/go-swagger/cmd/swagger/commands/serve.go:103 (hostjoin: the host and port are joined by net.JoinHostPort, which brackets IPv6)
	visit := fmt.Sprintf("http://%s%s", net.JoinHostPort(sh, strconv.Itoa(sp)), path.Join(basePath, "docs")) // lookalike
	return visit, nil
}
