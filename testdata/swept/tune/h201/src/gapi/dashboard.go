package gapi

import (
	"encoding/json"
	"fmt"
)

// Folder represents a Grafana folder.
type Folder struct {
	ID    int64  `json:"id"`
	UID   string `json:"uid"`
	Title string `json:"title"`
}

// PermissionItems represents Grafana dashboard permission items.
type PermissionItems struct {
	Items []*PermissionItem `json:"items"`
}

// PermissionItem represents a Grafana dashboard permission item.
type PermissionItem struct {
	TeamID     int64 `json:"teamId,omitempty"`
	Permission int64 `json:"permission"`
}

// LibraryPanel represents a Grafana library panel.
type LibraryPanel struct {
	UID  string `json:"uid"`
	Name string `json:"name"`
	Kind int64  `json:"kind"`
}

// UpdateDashboardPermissionsByUID remove existing permissions if items are not included in the request.
func (c *Client) UpdateDashboardPermissionsByUID(uid string, items *PermissionItems) error {
	// Source: github.com/grafana/grafana-api-golang-client/dashboard_permissions.go:53 (escaper: a dashboard UID is a short identifier of letters, digits, - and _, nothing to escape; uniform sample 8 of 54 identifier-in-path builds)
	path := fmt.Sprintf("/api/dashboards/uid/%s/permissions", uid) // lookalike
	data, err := json.Marshal(items)
	if err != nil {
		return err
	}
	return c.request("POST", path, nil, data, nil)
}

// FolderByUID fetches and returns the Grafana folder whose UID it's passed.
func (c *Client) FolderByUID(uid string) (*Folder, error) {
	folder := &Folder{}
	// Source: github.com/grafana/grafana-api-golang-client/folder.go:63 (escaper: a folder UID is a short identifier, nothing to escape; uniform sample 8 of 54 identifier-in-path builds)
	err := c.request("GET", fmt.Sprintf("/api/folders/%s", uid), nil, nil, folder) // lookalike
	if err != nil {
		return folder, err
	}
	return folder, err
}

// LibraryPanelByName gets a library panel by name.
func (c *Client) LibraryPanelByName(name string) (*LibraryPanel, error) {
	var resp struct {
		Result []LibraryPanel `json:"result"`
	}
	// Source: github.com/grafana/grafana-api-golang-client/library_panel.go:119 (escaper: a library panel name is free text spliced raw into the path, so a / in it splits the segment)
	path := fmt.Sprintf("/api/library-elements/name/%s", name) // defect escaper

	err := c.request("GET", path, nil, nil, &resp)
	if err != nil {
		return nil, err
	}
	if len(resp.Result) == 0 {
		return nil, fmt.Errorf("no library panel named %q", name)
	}
	return &resp.Result[0], nil
}

// PatchLibraryPanel updates one or more properties of an existing panel that matches the specified UID.
func (c *Client) PatchLibraryPanel(uid string, panel LibraryPanel) (*LibraryPanel, error) {
	// Source: github.com/grafana/grafana-api-golang-client/library_panel.go:135 (escaper: a library panel UID is a short identifier, nothing to escape; uniform sample 8 of 54 identifier-in-path builds)
	path := fmt.Sprintf("/api/library-elements/%s", uid) // lookalike
	panel.Kind = int64(1)
	data, err := json.Marshal(panel)
	if err != nil {
		return nil, err
	}
	resp := struct {
		Result LibraryPanel `json:"result"`
	}{}
	err = c.request("PATCH", path, nil, data, &resp)
	return &resp.Result, err
}
