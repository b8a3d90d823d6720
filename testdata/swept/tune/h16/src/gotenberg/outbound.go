package gotenberg

import (
	"bufio"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/dlclark/regexp2"
)

// ErrFiltered happens if a URL is filtered.
var ErrFiltered = errors.New("filtered")

var environmentProxyVariables = []string{"HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy"}

// OutboundDecision is the result of DecideOutbound.
type OutboundDecision struct {
	Pinned []netip.Addr
}

// DecideOption configures DecideOutbound.
type DecideOption func(*decideOptions)

type decideOptions struct {
	denyPrivateIPs bool
}

// WithDenyPrivateIPs denies private IP addresses.
func WithDenyPrivateIPs(deny bool) DecideOption {
	return func(o *decideOptions) { o.denyPrivateIPs = deny }
}

// DecideOutbound validates rawURL against the allow and deny lists and the IP rules.
func DecideOutbound(ctx context.Context, rawURL string, allowed, denied []*regexp2.Regexp, deadline time.Time, opts ...DecideOption) (OutboundDecision, error) {
	parsed, err := url.Parse(rawURL)
	if err != nil {
		return OutboundDecision{}, fmt.Errorf("parse URL %q: %w", rawURL, ErrFiltered)
	}
	parsed.Scheme = strings.ToLower(parsed.Scheme)
	parsed.Host = strings.ToLower(parsed.Host)
	if parsed.Hostname() == "" {
		return OutboundDecision{}, ErrFiltered
	}
	normalized := parsed.String()
	for _, re := range denied {
		if ok, _ := re.MatchString(normalized); ok {
			return OutboundDecision{}, ErrFiltered
		}
	}
	for _, re := range allowed {
		if ok, _ := re.MatchString(normalized); ok {
			return OutboundDecision{}, nil
		}
	}
	if parsed.User != nil {
		return OutboundDecision{}, ErrFiltered
	}
	addr, err := netip.ParseAddr(parsed.Hostname())
	if err != nil {
		return OutboundDecision{}, ErrFiltered
	}
	return OutboundDecision{Pinned: []netip.Addr{addr}}, nil
}

// ValidateEnvironmentProxyVariables checks that every proxy variable currently
// set can be parsed as a proxy URL.
//
// Values are never included in the error: a proxy URL may carry credentials.
func ValidateEnvironmentProxyVariables() error {
	var err error

	for _, name := range environmentProxyVariables {
		if os.Getenv(name) == "" {
			continue
		}

		if !isUsableProxyURL(os.Getenv(name)) {
			// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound.go:508 (credentials: an error message that shows the form of a proxy URL with the word password in place of one, rule 3)
			err = errors.Join(err, fmt.Errorf("environment variable %s is not a usable proxy URL; unset it, or set it to a value like 'http://user:password@host:3128'", name)) // lookalike
		}
	}

	return err
}

// isUsableProxyURL mirrors httpproxy's own parsing: a URL with a proxy scheme,
// or anything that becomes one once a scheme is prefixed.
func isUsableProxyURL(value string) bool {
	proxyURL, err := url.Parse(value)
	if err == nil {
		switch proxyURL.Scheme {
		case "http", "https", "socks5", "socks5h":
			return true
		}
	}

	// httpproxy retries bare values such as "host:3128" with a scheme.
	_, err = url.Parse("http://" + value)
	return err == nil
}

// DialThroughProxy opens a CONNECT tunnel to target through proxyURL.
func DialThroughProxy(ctx context.Context, proxyURL *url.URL, target string, dial func(ctx context.Context, network, addr string) (net.Conn, error)) (net.Conn, error) {
	conn, err := dial(ctx, "tcp", proxyURL.Host)
	if err != nil {
		return nil, err
	}
	req := &http.Request{
		Method: http.MethodConnect,
		URL:    &url.URL{Opaque: target},
		Host:   target,
		Header: make(http.Header),
	}
	if proxyURL.User != nil {
		password, _ := proxyURL.User.Password()
		req.Header.Set("Proxy-Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte(proxyURL.User.Username()+":"+password)))
	}
	if err := req.Write(conn); err != nil {
		return nil, err
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("proxy refused CONNECT: %s", resp.Status)
	}
	return conn, nil
}
