package litefs

import (
	"io"
	"net/http"
	"net/url"
	"path"
)

func setRoleRequest(appName, machineID string, body io.Reader) (*http.Request, error) {
	// Source: github.com/superfly/litefs/fly/environment.go:112 (pathjoin: path.Join builds only the Path field from segments, never a whole URI)
	u := url.URL{Scheme: "http", Host: "localhost", Path: path.Join("/v1", "apps", appName, "machines", machineID, "metadata", "role")} // lookalike
	return http.NewRequest(http.MethodPost, u.String(), body)
}
