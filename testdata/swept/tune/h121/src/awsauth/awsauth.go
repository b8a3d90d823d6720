// Package awsauth holds cases rewritten from github.com/hashicorp/consul-awsauth.
package awsauth

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/hashicorp/consul-awsauth/token.go:398 (escaper: url.JoinPath takes the decoded Path fields as if escaped and returns the escaped path, which is stored back into the decoded targetUrl.Path, so a space or escaped slash is escaped twice or lost)
func buildHttpRequest(method, endpoint string, parsedUrl *url.URL, body string, headers http.Header) (*http.Request, error) {
	targetUrl, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	joinedPath, err := url.JoinPath(targetUrl.Path, parsedUrl.Path) // defect escaper
	if err != nil {
		return nil, err
	}
	targetUrl.Path = joinedPath
	targetUrl.RawQuery = parsedUrl.RawQuery

	request, err := http.NewRequest(method, targetUrl.String(), strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	request.Host = parsedUrl.Host
	for k, vals := range headers {
		for _, val := range vals {
			request.Header.Add(k, val)
		}
	}
	return request, nil
}

// Config holds the endpoints the authenticator calls.
type Config struct {
	STSEndpoint string
	IAMEndpoint string
}

// Source: github.com/hashicorp/consul-awsauth/iamauthtest/testing.go:80 (syntax: an XML namespace name inside a response template, not a URI the code uses)
func writeError(w http.ResponseWriter, code int, r *http.Request) {
	w.WriteHeader(code)
	msg := fmt.Sprintf("%s %s", r.Method, r.URL)
	fmt.Fprintf(w, `<ErrorResponse xmlns="https://fakeaws/"><Error><Message>Fake AWS Server Error: %s</Message></Error></ErrorResponse>`, msg) // lookalike
}
