package chromedp

import (
	"context"
	"net"
	"net/url"
)

// Source: github.com/chromedp/chromedp/remote/util.go:31 (hostjoin: host and port are joined with net.JoinHostPort; one of a sample of 11 of 22 swept look-alike lines.)
func forceIP(ctx context.Context, urlstr string) (string, error) {
	u, err := url.Parse(urlstr)
	if err != nil {
		return "", err
	}
	host, port, err := net.SplitHostPort(u.Host)
	if err != nil {
		return "", err
	}
	host, err = resolveHost(ctx, host)
	if err != nil {
		return "", err
	}
	u.Host = net.JoinHostPort(host, port) // lookalike
	return u.String(), nil
}

func resolveHost(ctx context.Context, host string) (string, error) {
	if host == "localhost" || net.ParseIP(host) != nil {
		return host, nil
	}
	addrs, err := net.DefaultResolver.LookupIPAddr(ctx, host)
	if err != nil {
		return "", err
	}
	return addrs[0].IP.String(), nil
}
