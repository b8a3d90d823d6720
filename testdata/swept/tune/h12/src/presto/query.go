package presto

import (
	"fmt"
	"net/http"
	"net/url"
)

// QueryWithPreMintedID submits a query under an ID the caller chose.
func (s *Session) QueryWithPreMintedID(query, queryId, slug string) (*http.Request, error) {
	req, err := s.NewRequest("PUT",
		// Source: github.com/prestodb/presto-go-client/query.go:93 (escaper: the ID is a path segment escaped with url.PathEscape and the slug a query value escaped with url.QueryEscape, each the right one)
		fmt.Sprintf("v1/statement/%s?slug=%s", url.PathEscape(queryId), url.QueryEscape(slug)), query) // lookalike
	if err != nil {
		return nil, err
	}
	return req, nil
}

// GetQueryInfo fetches the state of a query.
func (s *Session) GetQueryInfo(queryId string) (*http.Request, error) {
	// Source: github.com/prestodb/presto-go-client/query.go:178 (escaper: the query ID is one path segment escaped with url.PathEscape)
	return s.NewRequest("GET", "v1/query/"+url.PathEscape(queryId), nil) // lookalike
}
