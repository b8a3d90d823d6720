package gapi

import (
	"encoding/json"
	"fmt"
)

// RuleGroup is a group of alert rules.
type RuleGroup struct {
	Title     string `json:"title"`
	FolderUID string `json:"folderUid"`
}

// ContactPoint represents a Grafana Alerting contact point.
type ContactPoint struct {
	UID      string                 `json:"uid"`
	Name     string                 `json:"name"`
	Type     string                 `json:"type"`
	Settings map[string]interface{} `json:"settings"`
}

// AlertingMessageTemplate is a re-usable template for Grafana Alerting messages.
type AlertingMessageTemplate struct {
	Name     string `json:"name"`
	Template string `json:"template"`
}

// MuteTiming represents a Grafana Alerting mute timing.
type MuteTiming struct {
	Name string `json:"name"`
}

// AlertRuleGroup fetches a group of alert rules, identified by its name and the UID of its folder.
func (c *Client) AlertRuleGroup(folderUID string, name string) (RuleGroup, error) {
	// Source: github.com/grafana/grafana-api-golang-client/alerting_alert_rule.go:107 (escaper: the free-form rule group name is spliced raw into the path, and a name with / (allowed by the API, a 404 reported against this client) splits the segment)
	path := fmt.Sprintf("/api/v1/provisioning/folder/%s/rule-groups/%s", folderUID, name) // defect escaper
	result := RuleGroup{}
	err := c.request("GET", path, nil, nil, &result)
	return result, err
}

// SetAlertRuleGroup overwrites an existing rule group on the server.
func (c *Client) SetAlertRuleGroup(group RuleGroup) error {
	folderUID := group.FolderUID
	name := group.Title
	req, err := json.Marshal(group)
	if err != nil {
		return err
	}

	// Source: github.com/grafana/grafana-api-golang-client/alerting_alert_rule.go:123 (escaper: the group title, free text, is spliced raw into a path segment, so a / in it is read as a separator)
	uri := fmt.Sprintf("/api/v1/provisioning/folder/%s/rule-groups/%s", folderUID, name) // defect escaper
	return c.request("PUT", uri, nil, req, nil)
}

// UpdateContactPoint replaces a contact point, identified by contact point's UID.
func (c *Client) UpdateContactPoint(p *ContactPoint) error {
	// Source: github.com/grafana/grafana-api-golang-client/alerting_contact_point.go:73 (escaper: a contact point UID is a short identifier with no reserved characters, nothing to escape; uniform sample 8 of 54 identifier-in-path builds)
	uri := fmt.Sprintf("/api/v1/provisioning/contact-points/%s", p.UID) // lookalike
	req, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return c.request("PUT", uri, nil, req, nil)
}

// MessageTemplate fetches a single message template, identified by its name.
func (c *Client) MessageTemplate(name string) (*AlertingMessageTemplate, error) {
	t := AlertingMessageTemplate{}
	// Source: github.com/grafana/grafana-api-golang-client/alerting_message_template.go:27 (escaper: a template name is free text spliced raw into the path; spaces survive through url.Path but a / splits the segment)
	uri := fmt.Sprintf("/api/v1/provisioning/templates/%s", name) // defect escaper
	err := c.request("GET", uri, nil, nil, &t)
	if err != nil {
		return nil, err
	}
	return &t, err
}

// SetMessageTemplate creates or updates a message template.
func (c *Client) SetMessageTemplate(name, content string) error {
	req := struct {
		Template string `json:"template"`
	}{Template: content}
	body, err := json.Marshal(req)
	if err != nil {
		return err
	}

	// Source: github.com/grafana/grafana-api-golang-client/alerting_message_template.go:45 (escaper: the same raw splice of a free-text template name into a path segment)
	uri := fmt.Sprintf("/api/v1/provisioning/templates/%s", name) // defect escaper
	return c.request("PUT", uri, nil, body, nil)
}

// DeleteMessageTemplate deletes a message template.
func (c *Client) DeleteMessageTemplate(name string) error {
	// Source: github.com/grafana/grafana-api-golang-client/alerting_message_template.go:51 (escaper: the same raw splice of a free-text template name into a path segment)
	uri := fmt.Sprintf("/api/v1/provisioning/templates/%s", name) // defect escaper
	return c.request("DELETE", uri, nil, nil, nil)
}

// MuteTiming fetches a single mute timing, identified by its name.
func (c *Client) MuteTiming(name string) (MuteTiming, error) {
	mt := MuteTiming{}
	// Source: github.com/grafana/grafana-api-golang-client/alerting_mute_timing.go:59 (escaper: a mute timing name is free text (the tests use "timing one") spliced raw into the path, so a / in it breaks the segment)
	uri := fmt.Sprintf("/api/v1/provisioning/mute-timings/%s", name) // defect escaper
	err := c.request("GET", uri, nil, nil, &mt)
	return mt, err
}

// UpdateMuteTiming updates a mute timing.
func (c *Client) UpdateMuteTiming(mt *MuteTiming) error {
	// Source: github.com/grafana/grafana-api-golang-client/alerting_mute_timing.go:76 (escaper: the same raw splice of a free-text mute timing name into a path segment)
	uri := fmt.Sprintf("/api/v1/provisioning/mute-timings/%s", mt.Name) // defect escaper
	req, err := json.Marshal(mt)
	if err != nil {
		return err
	}
	return c.request("PUT", uri, nil, req, nil)
}

// DeleteMuteTiming deletes a mute timing.
func (c *Client) DeleteMuteTiming(name string) error {
	// Source: github.com/grafana/grafana-api-golang-client/alerting_mute_timing.go:87 (escaper: the same raw splice of a free-text mute timing name into a path segment)
	uri := fmt.Sprintf("/api/v1/provisioning/mute-timings/%s", name) // defect escaper
	return c.request("DELETE", uri, nil, nil, nil)
}
