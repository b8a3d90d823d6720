// Package publicsuffix holds cases rewritten from github.com/weppos/publicsuffix-go.
package publicsuffix

import (
	"context"
	"fmt"
	"net/http"
)

// download fetches the list at the commit sha (a hex commit id from the GitHub API).
func download(ctx context.Context, sha string) (*http.Response, error) {
	// Source: github.com/weppos/publicsuffix-go/publicsuffix/generator/gen.go:160 (syntax: the %s is a format verb filled with a hex commit SHA, not a bad percent-escape)
	reqURL := fmt.Sprintf("https://raw.githubusercontent.com/publicsuffix/list/%s/public_suffix_list.dat", sha) // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, reqURL, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
