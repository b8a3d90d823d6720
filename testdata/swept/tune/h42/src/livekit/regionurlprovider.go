package livekit

import (
	"errors"
	"net/url"
	"strings"
)

// regionSettingsURL builds the region-discovery URL for a cloud hostname.
var regionSettingsURL = func(cloudHostname string) string {
	// Source: github.com/livekit/server-sdk-go/v2/regionurlprovider.go:28 (hostjoin: the hostname is a DNS name parseCloudURL accepted only under the cloud suffix, and no port is joined)
	return "https://" + cloudHostname + "/settings/regions" // lookalike
}

func parseCloudURL(serverURL string) (string, error) {
	u, err := url.Parse(serverURL)
	if err != nil {
		return "", err
	}
	if !strings.HasSuffix(u.Hostname(), ".livekit.cloud") {
		return "", errors.New("not a cloud url")
	}
	return u.Hostname(), nil
}
