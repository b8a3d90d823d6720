// Package livekit holds cases rewritten from github.com/livekit/server-sdk-go/v2.
package livekit

import (
	"log"
	"net/http"
	"net/url"
	"strings"
)

// RegionInfo is one region of a LiveKit Cloud project.
type RegionInfo struct {
	Region string
	Url    string
}

// RegionSettings lists regions.
type RegionSettings struct {
	Regions []*RegionInfo
}

type regionCache struct {
	cache map[string]*RegionSettings
}

func newRegionCache() *regionCache {
	return &regionCache{cache: map[string]*RegionSettings{}}
}

func (c *regionCache) get(host, settingsURL string) *RegionSettings {
	return c.cache[strings.ToLower(host)]
}

type failoverTransport struct {
	base    http.RoundTripper
	regions *regionCache
}

func toHTTPURL(rawURL string) string {
	if strings.HasPrefix(rawURL, "ws") {
		return strings.Replace(rawURL, "ws", "http", 1)
	}
	return rawURL
}

func nextRegion(settings *RegionSettings, tried map[string]struct{}) (scheme, host string, ok bool) {
	if settings == nil {
		return "", "", false
	}
	for _, region := range settings.Regions {
		u, err := url.Parse(toHTTPURL(region.Url))
		if err != nil || u.Host == "" {
			continue
		}
		if _, seen := tried[strings.ToLower(u.Host)]; seen {
			continue
		}
		return u.Scheme, u.Host, true
	}
	return "", "", false
}

// RoundTrip retries a request against fallback regions.
func (t *failoverTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	scheme, host := req.URL.Scheme, req.URL.Host
	tried := map[string]struct{}{strings.ToLower(host): {}}
	var regions *RegionSettings
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		r := req.Clone(req.Context())
		// Source: github.com/livekit/server-sdk-go/v2/failover.go:257 (hostjoin: the host is a URL.Host taken whole from a parsed URL, no bare join of host and port)
		r.URL.Scheme, r.URL.Host, r.Host = scheme, host, host // lookalike
		resp, err = t.base.RoundTrip(r)
		if err == nil && resp.StatusCode < 500 {
			return resp, nil
		}
		if regions == nil {
			// Source: github.com/livekit/server-sdk-go/v2/failover.go:272 (hostjoin: the host is copied from the parsed request URL, already bracketed when IPv6)
			u := url.URL{Scheme: req.URL.Scheme, Host: req.URL.Host, Path: "/settings/regions"} // lookalike
			regions = t.regions.get(req.URL.Host, u.String())
		}
		nextScheme, nextHost, ok := nextRegion(regions, tried)
		if !ok {
			nextScheme, nextHost = scheme, host
		}
		// Source: github.com/livekit/server-sdk-go/v2/failover.go:287 (hostjoin: scheme and URL.Host joined for log fields, the host already carries any port and brackets)
		log.Println("retrying with fallback url", "failedUrl", scheme+"://"+host, "fallbackUrl", nextScheme+"://"+nextHost) // lookalike
		scheme, host = nextScheme, nextHost
		tried[strings.ToLower(host)] = struct{}{}
	}
	return resp, err
}
