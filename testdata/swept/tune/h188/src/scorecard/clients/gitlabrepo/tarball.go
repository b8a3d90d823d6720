package gitlabrepo

import (
	"fmt"
	"net/http"
)

type tarballHandler struct {
	repourl   *Repo
	repoID    int
	commitSHA string
}

func (handler *tarballHandler) apiFunction(url string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (handler *tarballHandler) getTarball() error {
	// Source: github.com/ossf/scorecard/v5/clients/gitlabrepo/tarball.go:123 (escaper: the sha query value is a hex commit SHA, which needs no escaping, and the project ID is an integer; the escaper rule asks only that values needing escaping are escaped once with the right escaper)
	url := fmt.Sprintf("https://%s/api/v4/projects/%d/repository/archive.tar.gz?sha=%s", handler.repourl.Host(), handler.repoID, handler.commitSHA) // lookalike
	if err := handler.apiFunction(url); err != nil {
		return fmt.Errorf("gitlab.apiFunction: %w", err)
	}
	// Gitlab url for pulling combined ci
	// Source: github.com/ossf/scorecard/v5/clients/gitlabrepo/tarball.go:141 (syntax: host and integer project ID fill the holes, a valid CI lint URL once filled; judged filled by the template rule)
	url = fmt.Sprintf("https://%s/api/v4/projects/%d/ci/lint", handler.repourl.Host(), handler.repoID) // lookalike
	return handler.apiFunction(url)
}
