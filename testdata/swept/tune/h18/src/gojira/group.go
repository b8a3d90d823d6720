package gojira

import (
	"context"
	"fmt"
	"net/http"
)

// Group represents a Jira group.
type Group struct {
	Name string `json:"name,omitempty"`
}

// AddUserByGroupName adds a user to a group.
//
// Jira API docs: https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-groups/#api-rest-api-3-group-user-post
func (s *GroupService) AddUserByGroupName(ctx context.Context, groupName string, accountID string) (*Group, *http.Response, error) {
	// Source: github.com/andygrunwald/go-jira/cloud/group.go:105 (escaper: a group name put in a query value with no escaper; whether a name needs escaping the code does not say, so the check is silent)
	apiEndpoint := fmt.Sprintf("/rest/api/3/group/user?groupname=%s", groupName) // lookalike
	var user struct {
		AccountID string `json:"accountId"`
	}
	user.AccountID = accountID
	req, err := s.client.NewRequest(ctx, http.MethodPost, apiEndpoint, &user)
	if err != nil {
		return nil, nil, err
	}
	responseGroup := new(Group)
	resp, err := s.client.Do(req, responseGroup)
	if err != nil {
		return nil, resp, err
	}
	return responseGroup, resp, nil
}
