package glance

import (
	"fmt"
	"net/http"
)

type changeDetectionWatch struct {
	URL     string
	DiffURL string
}

type changeDetectionWatchResponseJson struct {
	URL         string `json:"url"`
	LastChanged int64  `json:"last_changed"`
}

// fetchWatchesFromChangeDetection reads each watch by its UUID from the
// changedetection.io instance (default https://www.changedetection.io).
func fetchWatchesFromChangeDetection(instanceURL string, requestedWatchIDs []string, token string) ([]changeDetectionWatch, error) {
	watches := make([]changeDetectionWatch, 0, len(requestedWatchIDs))
	for i := range requestedWatchIDs {
		request, _ := http.NewRequest("GET", fmt.Sprintf("%s/api/v1/watch/%s", instanceURL, requestedWatchIDs[i]), nil)
		request.Header.Add("x-api-key", token)
		watchJson, err := decodeJsonFromRequest[changeDetectionWatchResponseJson](defaultHTTPClient, request)
		if err != nil {
			continue
		}
		watch := changeDetectionWatch{
			URL: watchJson.URL,
			// Source: github.com/glanceapp/glance/internal/glance/widget-changedetection.go:158 (escaper: the watch ID is a UUID of hex digits and dashes and the version an integer, so the raw splice into the diff link needs no escaping)
			DiffURL: fmt.Sprintf("%s/diff/%s?from_version=%d", instanceURL, requestedWatchIDs[i], watchJson.LastChanged-1), // lookalike
		}
		watches = append(watches, watch)
	}
	return watches, nil
}
