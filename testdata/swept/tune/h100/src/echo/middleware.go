package echo

import (
	"net/http"
	"regexp"
	"strings"
)

func rewriteURL(rewriteRegex map[*regexp.Regexp]string, req *http.Request) error {
	rawURI := req.RequestURI
	if rawURI != "" && rawURI[0] != '/' {
		prefix := ""
		if req.URL.Scheme != "" {
			// Source: github.com/labstack/echo/v4/middleware/middleware.go:63 (hostform: a scheme prefix that the next lines complete with the request host, only used to trim the request URI, not a URI with an empty host; uniform sample of 32 of 64.)
			prefix = req.URL.Scheme + "://" // lookalike
		}
		if req.URL.Host != "" {
			prefix += req.URL.Host
		}
		if prefix != "" {
			rawURI = strings.TrimPrefix(rawURI, prefix)
		}
	}
	for k, v := range rewriteRegex {
		if k.MatchString(rawURI) {
			u, err := req.URL.Parse(k.ReplaceAllString(rawURI, v))
			if err != nil {
				return err
			}
			req.URL = u
			return nil
		}
	}
	return nil
}
