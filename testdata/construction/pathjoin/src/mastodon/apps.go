// Package mastodon mirrors app registration of a social network client.
package mastodon

import (
	"net/http"
	"net/url"
	"path"
	"strings"
)

// Source: github.com/mattn/go-mastodon/apps.go:57 (path.Join on the Path of the parsed server URL, then String)
func registerAppRequest(server string, params url.Values) (*http.Request, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	u.Path = path.Join(u.Path, "/api/v1/apps") // lookalike
	return http.NewRequest(http.MethodPost, u.String(), strings.NewReader(params.Encode()))
}
