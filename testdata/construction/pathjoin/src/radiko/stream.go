// Package radiko mirrors a radio streaming API client.
package radiko

import (
	"fmt"
	"net/http"
	"path"
)

const apiV2 = "v2"

// Source: github.com/yyoshiki41/go-radiko/stream.go:13 (path.Join of a literal http URL, an API version and a file name, then fetched)
func GetStreamMultiURL(stationID string) (*http.Response, error) {
	endpoint := path.Join("http://radio.example.com", apiV2, // defect pathjoin
		"station/stream_multi",
		fmt.Sprintf("%s.xml", stationID))
	return http.Get(endpoint)
}
