// Package robotstxt holds cases rewritten from github.com/temoto/robotstxt.
package robotstxt

import (
	"flag"
	"net/http"
	"strings"
)

var robotsURL = flag.String("robots", "", "robots.txt URL")

// Source: github.com/temoto/robotstxt/robots.txt-check/main.go:24 (adds a scheme to the flag value only when it does not start with "http")
func fetchRobots() (*http.Response, error) {
	if !strings.HasPrefix(*robotsURL, "http") {
		*robotsURL = "http://" + *robotsURL // lookalike
	}
	return http.Get(*robotsURL)
}
