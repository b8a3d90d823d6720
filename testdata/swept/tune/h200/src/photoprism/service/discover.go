// Package service discovers remote services such as WebDAV servers.
package service

import (
	"errors"
	"net/url"
	"strings"
)

// Account represents remote service details.
type Account struct {
	AccName string
	AccURL  string
	AccType string
	AccKey  string
	AccUser string
	AccPass string
}

// Discover performs a service lookup based on the URL and credentials provided and returns an Account if successful.
// It reads user and password from the userinfo of rawUrl, probes the service and returns its URL without userinfo.
func Discover(rawUrl, user, pass string) (result Account, err error) {
	if rawUrl == "" {
		return result, errors.New("service URL is empty")
	}

	u, err := url.Parse(rawUrl)

	if err != nil {
		return result, err
	}

	// Source: github.com/photoprism/photoprism/internal/service/discover.go:33 (hostcase: the host is lower-cased on purpose, which normalises it and breaks nothing, so the hostcase check is not met)
	u.Host = strings.ToLower(u.Host) // lookalike

	result.AccUser = u.User.Username()
	result.AccPass, _ = u.User.Password()

	// Extract user info
	if user != "" {
		result.AccUser = user
	}

	if pass != "" {
		result.AccPass = pass
	}

	if user != "" || pass != "" {
		// Source: github.com/photoprism/photoprism/internal/service/discover.go:48 (credentials: url.UserPassword gets the caller's account credentials, no constant password, so the credentials check, which names userinfo passwords and constant url.UserPassword passwords, is not met)
		u.User = url.UserPassword(result.AccUser, result.AccPass) // lookalike
	}

	// Set default scheme
	if u.Scheme == "" {
		u.Scheme = "https"
	}

	for _, h := range Heuristics {
		if !h.MatchDomain(u.Host) {
			continue
		}

		if serviceUrl := h.Discover(u.String(), result.AccUser); serviceUrl != nil {
			serviceUrl.User = nil

			result.AccName = strings.Title(strings.Split(serviceUrl.Hostname(), ".")[0])
			result.AccType = h.ServiceType
			result.AccURL = serviceUrl.String()

			return result, nil
		}
	}

	return result, errors.New("could not connect")
}
