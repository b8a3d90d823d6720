package gapi

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Alert represents a Grafana API Alert.
type Alert struct {
	ID  int64  `json:"id,omitempty"`
	URL string `json:"url,omitempty"`
}

// Team consists of a get response.
type Team struct {
	ID    int64  `json:"id,omitempty"`
	Name  string `json:"name"`
	Email string `json:"email,omitempty"`
}

// TeamGroup represents a Grafana TeamGroup.
type TeamGroup struct {
	TeamID  int64  `json:"teamId,omitempty"`
	GroupID string `json:"groupID,omitempty"`
}

// Report represents a Grafana report.
type Report struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// ResourceIdent represents anything that can be considered a resource identifier.
type ResourceIdent interface {
	fmt.Stringer
}

// ResourceID wraps `int64` to be a valid `ResourceIdent`
type ResourceID int64

func (id ResourceID) String() string {
	return strconv.FormatInt(int64(id), 10)
}

// ResourceUID wraps `string` to be a valid `ResourceIdent`
type ResourceUID string

func (id ResourceUID) String() string {
	return string(id)
}

// SetResourcePermissionsBody is the body of a permissions update.
type SetResourcePermissionsBody struct {
	Permissions []string `json:"permissions"`
}

// Alert fetches and returns an individual Grafana alert.
func (c *Client) Alert(id int64) (Alert, error) {
	// Source: github.com/grafana/grafana-api-golang-client/alert.go:49 (escaper: an int64 ID formatted with %d, nothing to escape; uniform sample 8 of 58 integer-in-path builds)
	path := fmt.Sprintf("/api/alerts/%d", id) // lookalike
	result := Alert{}
	err := c.request("GET", path, nil, nil, &result)
	return result, err
}

// DeleteAnnotation deletes the annotation of the ID it is passed
func (c *Client) DeleteAnnotation(id int64) (string, error) {
	// Source: github.com/grafana/grafana-api-golang-client/annotation.go:129 (escaper: an int64 ID formatted with %d, nothing to escape; uniform sample 8 of 58 integer-in-path builds)
	path := fmt.Sprintf("/api/annotations/%d", id) // lookalike
	result := struct {
		Message string `json:"message"`
	}{}

	err := c.request("DELETE", path, nil, nil, &result)
	return result.Message, err
}

// UpdateReport updates a Grafana report.
func (c *Client) UpdateReport(report Report) error {
	// Source: github.com/grafana/grafana-api-golang-client/report.go:102 (escaper: an int64 ID formatted with %d, nothing to escape; uniform sample 8 of 58 integer-in-path builds)
	path := fmt.Sprintf("/api/reports/%d", report.ID) // lookalike
	data, err := json.Marshal(report)
	if err != nil {
		return err
	}
	return c.request("PUT", path, nil, data, nil)
}

// UpdateTeam updates a Grafana team.
func (c *Client) UpdateTeam(id int64, name string, email string) error {
	// Source: github.com/grafana/grafana-api-golang-client/team.go:102 (escaper: an int64 ID formatted with %d while the free-text name goes into the JSON body; uniform sample 8 of 58 integer-in-path builds)
	path := fmt.Sprintf("/api/teams/%d", id) // lookalike
	team := Team{
		Name: name,
	}
	if email != "" {
		team.Email = email
	}
	data, err := json.Marshal(team)
	if err != nil {
		return err
	}
	return c.request("PUT", path, nil, data, nil)
}

// TeamGroups fetches and returns the list of Grafana team group whose Team ID it's passed.
func (c *Client) TeamGroups(id int64) ([]TeamGroup, error) {
	teamGroups := make([]TeamGroup, 0)
	// Source: github.com/grafana/grafana-api-golang-client/team_external_group.go:18 (escaper: an int64 team ID formatted with %d, nothing to escape; uniform sample 8 of 58 integer-in-path builds)
	err := c.request("GET", fmt.Sprintf("/api/teams/%d/groups", id), nil, nil, &teamGroups) // lookalike
	if err != nil {
		return teamGroups, err
	}
	return teamGroups, nil
}

// DeleteTeamGroup deletes the external group whose ID it's passed from a team.
func (c *Client) DeleteTeamGroup(id int64, groupID string) error {
	// Source: github.com/grafana/grafana-api-golang-client/team_external_group.go:41 (escaper: an external group ID is an IdP group name such as a GitLab path or LDAP DN that may hold a /, spliced raw into the path it splits the segment)
	return c.request("DELETE", fmt.Sprintf("/api/teams/%d/groups/%s", id, groupID), nil, nil, nil) // defect escaper
}

func (c *Client) setResourcePermissions(resource string, ident ResourceIdent, body SetResourcePermissionsBody) error {
	// Source: github.com/grafana/grafana-api-golang-client/resource_permissions.go:52 (escaper: the resource is one of the package's constant kinds and the ident an int ID or UID, nothing to escape; uniform sample 8 of 54 identifier-in-path builds)
	path := fmt.Sprintf("/api/access-control/%s/%s", resource, ident.String()) // lookalike
	data, err := json.Marshal(body)
	if err != nil {
		return fmt.Errorf("marshal err: %w", err)
	}
	if err := c.request("POST", path, nil, data, nil); err != nil {
		return fmt.Errorf("error setting %s resource permissions at %s: %w", resource, path, err)
	}
	return nil
}
