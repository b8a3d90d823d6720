package gogit

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// redactedURL returns u with the userinfo password replaced, for error messages.
func redactedURL(u *url.URL) string {
	if u == nil {
		return ""
	}
	if u.User == nil {
		return u.String()
	}
	if _, hasPassword := u.User.Password(); !hasPassword {
		return u.String()
	}
	redacted := *u
	// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common.go:726 (credentials: constant password is the mask word REDACTED placed in error text (rule 3).)
	redacted.User = url.UserPassword(u.User.Username(), "REDACTED") // lookalike
	return redacted.String()
}

// redactedRawURL is redactedURL for a string that may not parse.
func redactedRawURL(raw string) string {
	i := strings.Index(raw, "://")
	if i < 0 {
		return raw
	}
	rest := raw[i+3:]
	at := strings.Index(rest, "@")
	slash := strings.Index(rest, "/")
	if at < 0 || (slash >= 0 && slash < at) {
		return raw
	}
	userinfo := rest[:at]
	colon := strings.Index(userinfo, ":")
	if colon < 0 {
		return raw
	}
	return raw[:i+3] + userinfo[:colon+1] + "REDACTED" + rest[at:]
}

// credentialsMayFollow reports whether credentials for from may be sent to to.
func credentialsMayFollow(from, to *url.URL) bool {
	if !strings.EqualFold(from.Hostname(), to.Hostname()) {
		return false
	}
	return strings.EqualFold(from.Scheme, to.Scheme) && effectivePort(from) == effectivePort(to)
}

func effectivePort(u *url.URL) string {
	if p := u.Port(); p != "" {
		return strings.TrimLeft(p, "0")
	}
	if strings.EqualFold(u.Scheme, "http") {
		return "80"
	}
	return "443"
}

// modifyEndpointIfRedirect moves ep to the final URL of a redirect.
func modifyEndpointIfRedirect(ep *Endpoint, r *url.URL) error {
	scheme := strings.ToLower(r.Scheme)
	if scheme != "http" && scheme != "https" {
		return fmt.Errorf("http redirect: unsupported scheme %q", r.Scheme)
	}
	if !strings.EqualFold(scheme, ep.Protocol) && !(ep.Protocol == "http" && scheme == "https") {
		return fmt.Errorf("http redirect: changes scheme from %q to %q", ep.Protocol, r.Scheme)
	}
	if ep.Host != r.Hostname() {
		ep.User, ep.Password = "", ""
	}
	ep.Protocol = scheme
	ep.Host = r.Hostname()
	ep.Path = strings.TrimSuffix(r.Path, "/info/refs")
	return nil
}

// checkRedirect refuses a redirect that downgrades the scheme.
func checkRedirect(target *url.URL, via []*url.URL, follow bool) error {
	if !follow {
		return fmt.Errorf("http redirect: not following redirect to %s", redactedURL(target))
	}
	if len(via) == 0 {
		return nil
	}
	prev := strings.ToLower(via[len(via)-1].Scheme)
	if prev == "https" && strings.ToLower(target.Scheme) != "https" {
		return fmt.Errorf("http redirect: changes scheme from %q to %q", via[len(via)-1].Scheme, redactedURL(target))
	}
	return nil
}

// stripCredentials drops the userinfo of a request that left the origin.
func stripCredentials(req *http.Request, origin *url.URL) {
	if !credentialsMayFollow(origin, req.URL) {
		req.URL.User = nil
		req.Header.Del("Authorization")
	}
}

// newRequest builds a request whose error never shows a password.
func newRequest(method, rawURL string) (*http.Request, error) {
	req, err := http.NewRequest(method, rawURL, nil)
	if err != nil {
		return nil, errors.New(redactedRawURL(rawURL))
	}
	return req, nil
}
