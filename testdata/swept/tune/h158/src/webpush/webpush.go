// Package webpush holds cases rewritten from github.com/SherClockHolmes/webpush-go.
package webpush

import "net/url"

// Source: github.com/SherClockHolmes/webpush-go/vapid.go:81 (hostjoin: the audience joins the scheme to subURL.Host, which url.Parse keeps as host:port with an IPv6 address bracketed, so no bare ':' join happens)
func vapidAudience(endpoint string) (string, error) {
	subURL, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	return subURL.Scheme + "://" + subURL.Host, nil // lookalike
}
