// Package oidc holds cases rewritten from github.com/coreos/go-oidc/v3.
package oidc

import (
	"log"
	"net/http"
	"net/url"
)

// Source: github.com/coreos/go-oidc/v3/example/idtoken/app.go:138 (syntax: the URL sits inside a log message, prose by rule 4 and no URI; uniform sample of 3 of 6 non-test text candidates)
func serveIDToken(addr string) {
	log.Printf("listening on http://%s/", addr) // lookalike
	log.Fatal(http.ListenAndServe(addr, nil))
}

// Source: github.com/coreos/go-oidc/v3/example/logout/app.go:214 (syntax: the bracketed wildcard address with a port verb is part of a log message, prose by rule 4; uniform sample of 3 of 6 non-test text candidates)
func serveLogout(addr string, port uint64) {
	log.Printf("listening on http://[::]:%d", port) // lookalike
	log.Fatal(http.ListenAndServe(addr, nil))
}

// Source: github.com/coreos/go-oidc/v3/example/logout/app.go:78 (baseslash: url.JoinPath appends the callback segment to the base path and drops nothing, it is no reference resolution; 2 of 2 non-test build candidates)
func callbackURL(baseURL string) (string, error) {
	return url.JoinPath(baseURL, "/callback") // lookalike
}

// Source: github.com/coreos/go-oidc/v3/example/logout/app.go:205 (escaper: the query is encoded with url.Values.Encode, the right escaper for query values; 2 of 2 non-test build candidates)
func endSessionURL(endpoint, rawIDToken string) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	v := u.Query()
	v.Add("id_token_hint", rawIDToken)
	u.RawQuery = v.Encode() // lookalike
	return u.String(), nil
}
