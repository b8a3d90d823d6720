// Package datastar holds cases rewritten from github.com/starfederation/datastar-go.
package datastar

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
)

func fetchFromGitHub(u string) ([]byte, error) {
	resp, err := http.Get(u)
	if err != nil {
		return nil, fmt.Errorf("failed to fetch %s: %w", u, err)
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func fetchConfig() ([]byte, error) {
	branch := os.Getenv("DATASTAR_BRANCH")
	if branch == "" {
		branch = "repo-per-sdk"
	}
	// Source: github.com/starfederation/datastar-go/cmd/generate/main.go:85 (escaper: a branch name from the environment is formatted raw into the path of an https fetch, and whether a name needs escaping is not known from the code.)
	configURL := fmt.Sprintf("https://raw.githubusercontent.com/starfederation/datastar/%s/sdk/datastar-sdk-config-v1.json", branch) // lookalike
	return fetchFromGitHub(configURL)
}

// replaceURLQuerystring returns the request URL with a new query.
func replaceURLQuerystring(r *http.Request, values url.Values) string {
	u := *r.URL
	// Source: github.com/starfederation/datastar-go/datastar/execute-script.go:308 (escaper: the query is built by url.Values.Encode, the right escaper for a query.)
	u.RawQuery = values.Encode() // lookalike
	return u.String()
}
