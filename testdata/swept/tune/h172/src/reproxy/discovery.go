// Package reproxy rewrites the URI cases of github.com/umputun/reproxy around its discovery
// service, providers, proxy and plugin library.
package reproxy

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"
)

// URLMapper contains all info about source and destination routes
type URLMapper struct {
	Server       string
	SrcMatch     regexp.Regexp
	Dst          string
	ProviderID   ProviderID
	PingURL      string
	MatchType    MatchType
	RedirectType RedirectType
	AuthUsers    []string // basic auth credentials as user:bcrypt_hash pairs
	Throttle     int      // per-route req/sec per user, 0 = use global throttle.user

	AssetsLocation string // local FS root location
	AssetsWebRoot  string // web root location
	AssetsSPA      bool   // spa mode, redirect to webroot/index.html on not found

	dead bool
}

// Matches returns result of url mapping. May have multiple routes.
type Matches struct {
	MatchType MatchType
	Routes    []MatchedRoute
}

// MatchedRoute contains a single match used to produce multi-matched Matches
type MatchedRoute struct {
	Destination string
	Alive       bool
	Mapper      URLMapper
}

// ProviderID holds provider identifier to emulate enum of them
type ProviderID string

// enum of all provider ids
const (
	PIDocker        ProviderID = "docker"
	PIStatic        ProviderID = "static"
	PIFile          ProviderID = "file"
	PIConsulCatalog ProviderID = "consul-catalog"
)

// MatchType defines the type of mapper (rule)
type MatchType int

// enum of all match types
const (
	MTProxy MatchType = iota
	MTStatic
)

// RedirectType defines types of redirects
type RedirectType int

// enum of all redirect types
const (
	RTNone RedirectType = 0
	RTPerm RedirectType = 301
	RTTemp RedirectType = 302
)

// Service implements discovery with multiple providers and url matcher
type Service struct {
	mappers []URLMapper
}

// Match url to all mappers. Returns Matches with potentially multiple destinations for MTProxy.
// For MTStatic always a single match because fail-over doesn't supported for assets
func (s *Service) Match(srv, src string) (res Matches) {
	replaceHost := func(dest, srv string) string {
		// $host or ${host} in dest replaced by srv
		dest = strings.ReplaceAll(dest, "$host", srv)
		return strings.ReplaceAll(dest, "${host}", srv)
	}

	for _, m := range s.mappers {
		if m.Server != srv && m.Server != "*" && m.Server != "" {
			continue
		}
		switch m.MatchType {
		case MTProxy:
			dest := replaceHost(m.Dst, srv) // replace $host and ${host} in dest first, before regex match
			dest = m.SrcMatch.ReplaceAllString(src, dest)
			if src != dest { // regex matched because dest changed after replacement
				res.MatchType = MTProxy
				res.Routes = append(res.Routes, MatchedRoute{Destination: dest, Alive: m.IsAlive(), Mapper: m})
			}
		case MTStatic:
			if src == m.AssetsWebRoot || strings.HasPrefix(src, m.AssetsWebRoot+"/") {
				res.MatchType = MTStatic
				destSfx := ":norm"
				if m.AssetsSPA {
					destSfx = ":spa"
				}
				res.Routes = append(res.Routes, MatchedRoute{
					// Source: github.com/umputun/reproxy/app/discovery/discovery.go:283 (hostjoin: rule 5, the static destination is the internal webroot:location:mode triple that the proxy splits at colons to serve files, no host, port or URI is formed)
					Destination: m.AssetsWebRoot + ":" + m.AssetsLocation + destSfx, Alive: true, Mapper: m}) // lookalike
				return res
			}
		}
	}
	return res
}

// extendMapper from /something/blah->http://example.com/api to ^/something/blah/(.*)->http://example.com/api/$1
// also substitutes @ in dest by $.
func (s *Service) extendMapper(m URLMapper) URLMapper {
	src := m.SrcMatch.String()
	m.Dst = strings.ReplaceAll(m.Dst, "@", "$") // allow group defined as @n instead of $n (yaml friendly)

	// don't extend src and dst with dst or src regex groups
	if strings.Contains(m.Dst, "$") || strings.Contains(src, "(") {
		return m
	}
	if !strings.HasSuffix(src, "/") && m.MatchType == MTProxy {
		return m
	}
	res := m
	res.Dst = strings.TrimSuffix(m.Dst, "/") + "/$1"
	rx, err := regexp.Compile("^" + strings.TrimSuffix(src, "/") + "/(.*)")
	if err != nil {
		return m
	}
	res.SrcMatch = *rx
	return res
}

// redirects process @code prefix and sets redirect type, i.e. "@302 /something"
func (s *Service) redirects(m URLMapper) URLMapper {
	switch {
	case strings.HasPrefix(m.Dst, "@301 ") && len(m.Dst) > 4:
		m.Dst = m.Dst[5:]
		m.RedirectType = RTPerm
	case strings.HasPrefix(m.Dst, "@perm ") && len(m.Dst) > 5:
		m.Dst = m.Dst[6:]
		m.RedirectType = RTPerm
	case (strings.HasPrefix(m.Dst, "@302 ") || strings.HasPrefix(m.Dst, "@tmp ")) && len(m.Dst) > 4:
		m.Dst = m.Dst[5:]
		m.RedirectType = RTTemp
	case strings.HasPrefix(m.Dst, "@temp ") && len(m.Dst) > 5:
		m.Dst = m.Dst[6:]
		m.RedirectType = RTTemp
	default:
		m.RedirectType = RTNone
	}
	return m
}

// Mappers return list of all mappers
func (s *Service) Mappers() []URLMapper {
	return s.mappers
}

// CheckHealth starts health-check for service's mappers
func (s *Service) CheckHealth() (pingResult map[string]error) {
	pingResult = make(map[string]error)
	for _, m := range s.mappers {
		if m.MatchType != MTProxy || m.PingURL == "" {
			continue
		}
		_, err := m.ping()
		pingResult[m.PingURL] = err
	}
	return pingResult
}

// IsAlive indicates whether mapper destination is alive
func (m URLMapper) IsAlive() bool {
	return !m.dead
}

func (m URLMapper) ping() (string, error) {
	client := http.Client{Timeout: 500 * time.Millisecond}

	resp, err := client.Get(m.PingURL)
	if err != nil {
		errMsg := fmt.Sprintf("failed to ping for health %s, %s", m.PingURL, err)
		return errMsg, fmt.Errorf("%s %s: %s, %v", m.Server, m.SrcMatch.String(), m.PingURL, errMsg)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		errMsg := fmt.Sprintf("failed ping status for health %s (%s)", m.PingURL, resp.Status)
		return errMsg, fmt.Errorf("%s %s: %s, %s", m.Server, m.SrcMatch.String(), m.PingURL, resp.Status)
	}
	return "", nil
}
