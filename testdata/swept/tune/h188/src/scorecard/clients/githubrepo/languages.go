package githubrepo

import (
	"fmt"
	"path"
)

type languagesHandler struct {
	ghclient *Client
	repourl  *Repo
}

func (handler *languagesHandler) setup() error {
	client := handler.ghclient
	// Source: github.com/ossf/scorecard/v5/clients/githubrepo/languages.go:50 (pathjoin: path.Join builds a relative API path from owner and repo, no scheme or // to collapse; the client resolves it against its slash-ended base URL; the pathjoin rule concerns path.Join on a URL, not on a file or relative API path)
	reqURL := path.Join("repos", handler.repourl.owner, handler.repourl.repo, "languages") // lookalike
	req, err := client.NewRequest("GET", reqURL, nil)
	if err != nil {
		return fmt.Errorf("request for repo languages failed with %w", err)
	}
	_ = req
	return nil
}
