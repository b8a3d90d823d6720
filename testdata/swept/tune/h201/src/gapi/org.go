package gapi

import (
	"encoding/json"
	"fmt"
	"net/url"
)

// Org represents a Grafana org.
type Org struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// CloudOrg represents a Grafana Cloud org.
type CloudOrg struct {
	ID   int64  `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

// Stack represents a Grafana Cloud stack.
type Stack struct {
	ID   int64  `json:"id"`
	Slug string `json:"slug"`
}

// AddOrgUser adds a user to an org with the specified role.
func (c *Client) AddOrgUser(orgID int64, user, role string) error {
	dataMap := map[string]string{
		"loginOrEmail": user,
		"role":         role,
	}
	data, err := json.Marshal(dataMap)
	if err != nil {
		return err
	}

	// Source: github.com/grafana/grafana-api-golang-client/org_users.go:50 (escaper: an int64 org ID formatted with %d, nothing to escape; uniform sample 8 of 58 integer-in-path builds)
	return c.request("POST", fmt.Sprintf("/api/orgs/%d/users", orgID), nil, data, nil) // lookalike
}

// OrgByName fetches and returns the org whose name it's passed.
func (c *Client) OrgByName(name string) (Org, error) {
	org := Org{}
	// Source: github.com/grafana/grafana-api-golang-client/orgs.go:28 (escaper: an org name is free text spliced raw into the path, so a / in it splits the segment)
	err := c.request("GET", fmt.Sprintf("/api/orgs/name/%s", name), nil, nil, &org) // defect escaper
	if err != nil {
		return org, err
	}
	return org, err
}

// GetCloudOrg fetches a Grafana Cloud org by its slug.
func (c *Client) GetCloudOrg(org string) (CloudOrg, error) {
	resp := CloudOrg{}
	// Source: github.com/grafana/grafana-api-golang-client/cloud_org.go:19 (escaper: an org slug is made of URL-safe characters, nothing to escape; uniform sample 8 of 54 identifier-in-path builds)
	err := c.request("GET", fmt.Sprintf("/api/orgs/%s", org), nil, nil, &resp) // lookalike
	return resp, err
}

// DeleteCloudAPIKey deletes a Grafana Cloud API key by its name.
func (c *Client) DeleteCloudAPIKey(org string, keyName string) error {
	// Source: github.com/grafana/grafana-api-golang-client/cloud_api_key.go:43 (escaper: the org is a slug but the key name is a caller-chosen name spliced raw into the last path segment without escaping)
	return c.request("DELETE", fmt.Sprintf("/api/orgs/%s/api-keys/%s", org, keyName), nil, nil, nil) // defect escaper
}

// StackBySlug fetches and returns the stack whose slug it's passed.
func (c *Client) StackBySlug(slug string) (Stack, error) {
	stack := Stack{}
	// Source: github.com/grafana/grafana-api-golang-client/cloud_stack.go:124 (escaper: a stack slug is made of URL-safe characters, nothing to escape; uniform sample 8 of 54 identifier-in-path builds)
	err := c.request("GET", fmt.Sprintf("/api/instances/%s", slug), nil, nil, &stack) // lookalike
	if err != nil {
		return stack, err
	}
	return stack, nil
}

// DeleteCloudAccessPolicyToken deletes an access policy token in a region.
func (c *Client) DeleteCloudAccessPolicyToken(region, id string) error {
	// Source: github.com/grafana/grafana-api-golang-client/cloud_access_policy_token.go:88 (escaper: the token ID is a server-issued identifier in the path and the region goes through url.Values, nothing needs escaping by hand; uniform sample 8 of 54 identifier-in-path builds)
	return c.request("DELETE", fmt.Sprintf("/api/v1/tokens/%s", id), url.Values{ // lookalike
		"region": []string{region},
	}, nil, nil)
}
