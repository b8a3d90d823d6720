package gapi

import (
	"encoding/json"
	"fmt"
)

// DataSource represents a Grafana data source.
type DataSource struct {
	ID   int64  `json:"id,omitempty"`
	UID  string `json:"uid,omitempty"`
	Name string `json:"name"`
	Type string `json:"type"`
	URL  string `json:"url"`
}

// UpdateDataSource updates a Grafana data source.
func (c *Client) UpdateDataSource(s *DataSource) error {
	// Source: github.com/grafana/grafana-api-golang-client/datasource.go:63 (escaper: an int64 ID formatted with %d yields only digits, nothing to escape; uniform sample 8 of 58 integer-in-path builds)
	path := fmt.Sprintf("/api/datasources/%d", s.ID) // lookalike
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return c.request("PUT", path, nil, data, nil)
}

// DataSourceByName fetches and returns the Grafana data source whose name is passed.
func (c *Client) DataSourceByName(name string) (*DataSource, error) {
	// Source: github.com/grafana/grafana-api-golang-client/datasource.go:108 (escaper: a data source name is free text that may hold a /, spliced raw into the path it splits the segment; it needs escaping)
	path := fmt.Sprintf("/api/datasources/name/%s", name) // defect escaper
	result := &DataSource{}
	err := c.request("GET", path, nil, nil, result)
	if err != nil {
		return nil, err
	}
	return result, err
}

// DataSourceIDByName returns the Grafana data source ID by name.
func (c *Client) DataSourceIDByName(name string) (int64, error) {
	// Source: github.com/grafana/grafana-api-golang-client/datasource.go:120 (escaper: the same raw splice of a free-text data source name into a path segment)
	path := fmt.Sprintf("/api/datasources/id/%s", name) // defect escaper

	result := struct {
		ID int64 `json:"id"`
	}{}

	err := c.request("GET", path, nil, nil, &result)
	if err != nil {
		return 0, err
	}
	return result.ID, nil
}

// DeleteDataSourceByName deletes the Grafana data source whose NAME it's passed.
func (c *Client) DeleteDataSourceByName(name string) error {
	// Source: github.com/grafana/grafana-api-golang-client/datasource.go:154 (escaper: the same raw splice of a free-text data source name into a path segment)
	path := fmt.Sprintf("/api/datasources/name/%s", name) // defect escaper

	return c.request("DELETE", path, nil, nil, nil)
}

// EnableDatasourcePermissions enables the datasource permissions (this is a datasource setting)
func (c *Client) EnableDatasourcePermissions(id int64) error {
	// Source: github.com/grafana/grafana-api-golang-client/datasource_permissions.go:47 (escaper: an int64 ID formatted with %d, nothing to escape; uniform sample 8 of 58 integer-in-path builds)
	path := fmt.Sprintf("/api/datasources/%d/enable-permissions", id) // lookalike
	if err := c.request("POST", path, nil, nil, nil); err != nil {
		return fmt.Errorf("error enabling permissions at %s: %w", path, err)
	}
	return nil
}
