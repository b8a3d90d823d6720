package concat

import (
	"bytes"
	"fmt"
	"net/http"
)

// Source: github.com/kalmhq/kalm/controller/controllers/grafana_client.go
// The address of an in-cluster Grafana, kept in an exported package
// variable next to the one with basic auth that the client uses.
const (
	GrafanaNamespace   = "logging"
	GrafanaService     = "dash-grafana"
	GrafanaServicePort = 3000

	grafanaAdmin    = "admin"
	grafanaAdminPwd = "admin"
)

var GrafanaAPI = fmt.Sprintf("http//%s.%s:%d", GrafanaService, GrafanaNamespace, GrafanaServicePort) // defect sink

// Source: github.com/kalmhq/kalm/controller/controllers/grafana_client.go
// The same with the admin's password, defined once and used at every
// call of the client: the finding belongs to the definition.
var GrafanaAPIBasicAuth = fmt.Sprintf("http//%s:%s@%s.%s:%d", grafanaAdmin, grafanaAdminPwd, GrafanaService, GrafanaNamespace, GrafanaServicePort) // defect sink

func listOrgs() (*http.Response, error) {
	url := GrafanaAPIBasicAuth + "/api/orgs?perpage=100&page=1" // lookalike
	return http.Get(url)
}

func createOrg(org string) (*http.Response, error) {
	url := GrafanaAPIBasicAuth + "/api/orgs" // lookalike
	body := fmt.Sprintf(`{"name": "%s"}`, org)
	return http.Post(url, "application/json", bytes.NewBufferString(body))
}

func addUserToOrg(org string) (*http.Response, error) {
	url := GrafanaAPIBasicAuth + fmt.Sprintf("/api/orgs/%s/users", org) // lookalike
	return http.Post(url, "application/json", nil)
}
