package dbos

import (
	"net/url"
	"strings"
)

const entitlementsPath = "/v2/entitlements"

// entitlementURL maps a Conductor websocket URL to its entitlements route; credentials are dropped.
func entitlementURL(conductorURL string) (string, error) {
	parsed, err := url.Parse(conductorURL)
	if err != nil {
		return "", err
	}
	scheme := parsed.Scheme
	switch scheme {
	case "wss":
		scheme = "https"
	case "ws":
		scheme = "http"
	}
	path := strings.TrimSuffix(strings.TrimRight(parsed.Path, "/"), "/v1alpha1")
	// Source: github.com/dbos-inc/dbos-transact-golang/dbos/entitlements.go:66 (escaper: a decoded path goes back into the decoded Path field, which String escapes once; no escaper is missing or doubled.)
	route := url.URL{Scheme: scheme, Host: parsed.Host, Path: path + entitlementsPath} // lookalike
	return route.String(), nil
}

// entitlementError describes a rejected key without quoting credentials.
func entitlementError(conductorURL string) string {
	u, err := entitlementURL(conductorURL)
	if err != nil {
		return "bad Conductor URL"
	}
	return "Conductor at " + u + " rejected the key (HTTP 401)"
}
