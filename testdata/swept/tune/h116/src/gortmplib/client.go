// Package gortmplib holds cases rewritten from github.com/bluenviron/gortmplib.
package gortmplib

import (
	"fmt"
	"net/url"
	"strings"
)

// Client is an RTMP client.
type Client struct {
	URL           *url.URL
	authState     int
	authSalt      string
	authChallenge string
}

func splitURL(u *url.URL) (string, string, string) {
	nu := *u
	var streamKey string
	streamKey, nu.Fragment = nu.Fragment, ""
	return nu.String(), strings.TrimPrefix(nu.RequestURI(), "/"), streamKey
}

func (c *Client) connectArgs(clientChallenge string) (string, string) {
	cleanURL := &url.URL{
		Scheme:   c.URL.Scheme,
		Host:     c.URL.Host,
		Path:     c.URL.Path,
		RawQuery: c.URL.RawQuery,
		Fragment: c.URL.Fragment,
	}
	tcURL, app, _ := splitURL(cleanURL)

	switch c.authState {
	case 1:
		user := c.URL.User.Username()
		// Source: github.com/bluenviron/gortmplib/client.go:334 (escaper: a user name raw in a query value, and whether a name needs escaping is not known from the code)
		app += "?authmod=adobe&user=" + user // lookalike
		// Source: github.com/bluenviron/gortmplib/client.go:335 (escaper: a user name raw in a query value, and whether a name needs escaping is not known from the code)
		tcURL += "?authmod=adobe&user=" + user // lookalike

	case 2:
		user := c.URL.User.Username()
		pass, _ := c.URL.User.Password()
		response := authResponse(user, pass, c.authSalt, "", c.authChallenge, clientChallenge)
		// Source: github.com/bluenviron/gortmplib/client.go:344 (escaper: response is base64.StdEncoding output, whose "+" and "/" go raw into a query value)
		app += fmt.Sprintf("?authmod=adobe&user=myuser&challenge=%s&response=%s", clientChallenge, response) // defect escaper
		// Source: github.com/bluenviron/gortmplib/client.go:345 (escaper: response is base64.StdEncoding output, whose "+" and "/" go raw into a query value of the tcUrl)
		tcURL += fmt.Sprintf("?authmod=adobe&user=myuser&challenge=%s&response=%s", clientChallenge, response) // defect escaper
	}
	return tcURL, app
}
