package gapi

import (
	"testing"
)

const (
	// Source: github.com/grafana/grafana-api-golang-client/alert_test.go:12 (syntax: a JSON document the mock server answers with, only unmarshalled, not a URI; the URL inside it is response data never requested)
	alertsJSON = `[{
		"id": 1,
		"url": "http://grafana.com/dashboard/db/sensors"
	}]` // lookalike

	// Source: github.com/grafana/grafana-api-golang-client/alert_test.go:27 (syntax: the single-alert JSON body of the mock server, not a URI)
	alertJSON = `{
		"id": 1,
		"url": "http://grafana.com/dashboard/db/sensors"
	}` // lookalike

	// Source: github.com/grafana/grafana-api-golang-client/datasource_test.go:12 (syntax: a JSON list of data sources the mock server answers with, not a URI)
	getDataSourcesJSON = `[{"id":1,"name":"foo","type":"cloudwatch","url":"http://some-url.com","access":"access","isDefault":true}]` // lookalike

	// Source: github.com/grafana/grafana-api-golang-client/cloud_regions_test.go:6 (syntax: a JSON region document served by the mock, holding several URLs as data, not itself a URI)
	cloudRegionResponse = `{
	"id": 1,
	"slug": "us",
	"stackStateServiceUrl": "http://apiserver.stackstate.svc.cluster.local",
	"syntheticMonitoringApiUrl": "https://synthetic-monitoring-api.grafana.net"
}
` // lookalike

	// Source: github.com/grafana/grafana-api-golang-client/cloud_stack_test.go:11 (syntax: a JSON stack list served by the mock, holding URLs as data, not itself a URI)
	getStacksJSON = `
{
	"items": [
		{
			"id": 1,
			"url": "https://mystack.grafana.net",
			"hmInstancePromUrl": "https://prometheus-prod-01-eu-west-0.grafana.net"
		}
	]
}` // lookalike
)

// CloudRegion is a Grafana Cloud region.
type CloudRegion struct {
	ID                        int64  `json:"id"`
	Slug                      string `json:"slug"`
	StackStateServiceURL      string `json:"stackStateServiceUrl"`
	SyntheticMonitoringAPIURL string `json:"syntheticMonitoringApiUrl"`
}

func TestAlert(t *testing.T) {
	client := gapiTestTools(t, 200, alertJSON)
	res, err := client.Alert(1)
	if err != nil {
		t.Error(err)
	}
	if res.ID != 1 {
		t.Error("alert response should contain the ID of the queried alert")
	}
}

func TestAlerts(t *testing.T) {
	client := gapiTestTools(t, 200, alertsJSON)
	var as []Alert
	if err := client.request("GET", "/api/alerts", nil, nil, &as); err != nil {
		t.Error(err)
	}
}

func TestDataSources(t *testing.T) {
	client := gapiTestTools(t, 200, getDataSourcesJSON)
	var ds []*DataSource
	if err := client.request("GET", "/api/datasources", nil, nil, &ds); err != nil {
		t.Error(err)
	}
}

func TestCloudRegion(t *testing.T) {
	client := gapiTestTools(t, 200, cloudRegionResponse)
	var r CloudRegion
	if err := client.request("GET", "/api/stack-regions/us", nil, nil, &r); err != nil {
		t.Error(err)
	}
}

func TestStacks(t *testing.T) {
	client := gapiTestTools(t, 200, getStacksJSON)
	var s struct {
		Items []Stack `json:"items"`
	}
	if err := client.request("GET", "/api/instances", nil, nil, &s); err != nil {
		t.Error(err)
	}
}

func createContactPoint() ContactPoint {
	return ContactPoint{
		Name: "slack-receiver-123",
		Type: "slack",
		Settings: map[string]interface{}{
			"recipient": "@zxcv",
			"token":     "test-token",
			// Source: github.com/grafana/grafana-api-golang-client/alerting_contact_point_test.go:117 (hostform: the Slack URL in contact point settings the test builds (rule 1) is https to the single-label host test-url, a valid label and no rare host form)
			"url": "https://test-url", // lookalike
		},
	}
}

func TestUpdateContactPoint(t *testing.T) {
	client := gapiTestTools(t, 200, `{"uid":"rc5r0bjnz"}`)
	p := createContactPoint()
	p.UID = "on7otbj7k"
	if err := client.UpdateContactPoint(&p); err != nil {
		t.Error(err)
	}
}
