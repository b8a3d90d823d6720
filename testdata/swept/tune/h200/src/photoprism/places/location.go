// Package places is the client of the PhotoPrism reverse geocoding service.
package places

import (
	"fmt"
	"net/http"
)

// ServiceUrls specifies the reverse geocoding service URLs.
var ServiceUrls = []string{
	// Source: github.com/photoprism/photoprism/internal/service/hub/places/location.go:34 (syntax: the %s is a template hole filled by fmt.Sprintf with a normalised hex S2 cell token, so the URL sent is valid, by the template rule that judges it as the URI it becomes when filled)
	"https://places.photoprism.app/v1/location/%s", // lookalike
}

// FindLocation retrieves location details for the normalised S2 cell token id.
func FindLocation(id string) (r *http.Response, err error) {
	for _, serviceUrl := range ServiceUrls {
		if r, err = PerformRequest(serviceUrl, id); err == nil {
			break
		}
	}
	return r, err
}

// PerformRequest fetches the cell ID data from the service URL.
func PerformRequest(serviceUrl, id string) (r *http.Response, err error) {
	// Compose request URL with S2 cell ID.
	reqUrl := fmt.Sprintf(serviceUrl, id)

	req, err := http.NewRequest(http.MethodGet, reqUrl, nil)

	if err != nil {
		return r, err
	}

	return http.DefaultClient.Do(req)
}
