// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import (
	"io"
	"net/http"
)

func runDemo() (*SAMLServiceProvider, error) {
	// Source: github.com/russellhaering/gosaml2/s2example/demo.go:33 (plainhttp: the IdP metadata holding the signing certificates is fetched over plain http from a public host that serves https)
	res, err := http.Get("http://idp.oktadev.com/metadata") // defect plainhttp
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if _, err := io.ReadAll(res.Body); err != nil {
		return nil, err
	}

	sp := &SAMLServiceProvider{
		// Source: github.com/russellhaering/gosaml2/s2example/demo.go:80 (plainhttp: the assertion consumer URL is on localhost)
		AssertionConsumerServiceURL: "http://localhost:8080/v1/_saml_callback", // lookalike
	}
	return sp, nil
}
