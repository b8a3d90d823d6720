package glance

import (
	"errors"
	"net/http"
	"strings"
)

type dnsStats struct{}

// fetchPihole5Stats uses the Pi-hole v5 API token, a hex hash of the web password.
func fetchPihole5Stats(instanceURL string, token string) (*dnsStats, error) {
	if token == "" {
		return nil, errors.New("missing API token")
	}

	// Source: github.com/glanceapp/glance/internal/glance/widget-dns-stats.go:319 (escaper: the Pi-hole v5 API token is a hex hash, so splicing it raw after auth= needs no escaping)
	requestURL := strings.TrimRight(instanceURL, "/") + "/admin/api.php?summaryRaw&topItems&overTimeData10mins&auth=" + token // lookalike

	request, err := http.NewRequest("GET", requestURL, nil)
	if err != nil {
		return nil, err
	}
	_, err = decodeJsonFromRequest[dnsStats](defaultHTTPClient, request)
	return nil, err
}

// fetchTechnitiumStats uses a Technitium API token, a hex string.
func fetchTechnitiumStats(instanceUrl string, token string) (*dnsStats, error) {
	if token == "" {
		return nil, errors.New("missing API token")
	}

	// Source: github.com/glanceapp/glance/internal/glance/widget-dns-stats.go:712 (escaper: the Technitium token is a hex string, so the raw splice into the query is valid)
	requestURL := strings.TrimRight(instanceUrl, "/") + "/api/dashboard/stats/get?token=" + token + "&type=LastDay" // lookalike

	request, err := http.NewRequest("GET", requestURL, nil)
	if err != nil {
		return nil, err
	}
	_, err = decodeJsonFromRequest[dnsStats](defaultHTTPClient, request)
	return nil, err
}
