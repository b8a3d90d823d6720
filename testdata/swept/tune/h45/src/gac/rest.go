package gac

import (
	"net/url"
	"strconv"
)

func listKeysPage(repo, prefix string, page int) (*url.URL, error) {
	// Source: github.com/tonistiigi/go-actions-cache/rest.go:72 (escaper: the owner/repo name goes raw into the path; whether a name needs escaping is not known from the code)
	u, err := url.Parse("https://api.github.com" + "/repos/" + repo + "/actions/caches") // lookalike
	if err != nil {
		return nil, err
	}
	q := u.Query()
	q.Set("per_page", strconv.Itoa(100))
	if page > 0 {
		q.Set("page", strconv.Itoa(page))
	}
	if prefix != "" {
		q.Set("key", prefix)
	}
	u.RawQuery = q.Encode()
	return u, nil
}
