// Package roundtripper holds a rewritten excerpt of scorecard's GitHub transport setup.
package roundtripper

import (
	"errors"
	"log"
	"net/http"
	"os"
)

var errGithubCredentials = errors.New("an error occurred while getting GitHub credentials")

// NewTransport returns an authenticated transport, or logs why it cannot.
func NewTransport() http.RoundTripper {
	transport := http.DefaultTransport
	if os.Getenv("GITHUB_AUTH_TOKEN") == "" {
		// Source: github.com/ossf/scorecard/v5/clients/githubrepo/roundtripper/roundtripper.go:66 (syntax: a log message that tells the user where to read, a link joined to words, prose by rule 4)
		log.Println(errGithubCredentials, "GitHub token env var is not set. Please read https://github.com/ossf/scorecard#authentication") // lookalike
	}
	return transport
}
