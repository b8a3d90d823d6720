// Package cpcrawlers mirrors a contest site crawler.
package cpcrawlers

import (
	"net/http"
	"net/url"
	"path"
)

// Source: github.com/georgerapeanu/CP-Crawlers/crawlers/codeforcesCrawler.go:25 (path.Join of a literal https URL and a user handle; commit 7cabed2, replaced later)
func submissionsTable(handle string) (*http.Response, error) {
	submissionTableLink := path.Join("https://contest.example.com/submissions", handle) // defect pathjoin
	return http.Get(submissionTableLink)
}

// Source: github.com/georgerapeanu/CP-Crawlers/crawlers/codeforcesCrawler.go:30 (the fix: path.Join on the Path of the parsed URL, then String)
func myUrlJoin(urlString, subroute string) (string, error) {
	u, err := url.Parse(urlString)
	if err != nil {
		return "", err
	}
	u.Path = path.Join(u.Path, subroute) // lookalike
	return u.String(), nil
}
