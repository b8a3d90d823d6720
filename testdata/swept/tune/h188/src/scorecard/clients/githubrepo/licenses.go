package githubrepo

import (
	"fmt"
	"path"
)

type licensesHandler struct {
	ghclient *Client
	repourl  *Repo
}

func (handler *licensesHandler) setup() error {
	client := handler.ghclient
	// defined at docs.github.com/en/rest/licenses#get-the-license-for-a-repository
	// Source: github.com/ossf/scorecard/v5/clients/githubrepo/licenses.go:52 (pathjoin: path.Join on a relative API path, not on a URL, resolved later against the slash-ended base URL; the pathjoin rule concerns path.Join on a URL, not on a file or relative API path)
	reqURL := path.Join("repos", handler.repourl.owner, handler.repourl.repo, "license") // lookalike
	req, err := client.NewRequest("GET", reqURL, nil)
	if err != nil {
		return fmt.Errorf("request for repo license failed with %w", err)
	}
	_ = req
	return nil
}
