// Package ionos holds cases rewritten from github.com/ionos-cloud/sdk-go/v6.
package ionos

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Configuration holds the client settings.
type Configuration struct {
	Host               string
	Scheme             string
	DefaultQueryParams url.Values
}

// ServerConfiguration is one server entry.
type ServerConfiguration struct {
	URL string
}

// ServerConfigurations is a list of server entries.
type ServerConfigurations []ServerConfiguration

// Client is the API client.
type Client struct {
	cfg *Configuration
}

func (c *Client) prepareRequest(path, method string, body io.Reader, queryParams url.Values) (*http.Request, error) {
	if queryParams == nil {
		queryParams = make(url.Values)
	}
	u, err := url.Parse(path)
	if err != nil {
		return nil, err
	}
	if c.cfg.Host != "" {
		// Source: github.com/ionos-cloud/sdk-go/v6/client.go:572 (hostform: the host comes from configuration, where getHost took it from url.Parse, nothing about a rare form is known)
		u.Host = c.cfg.Host // lookalike
	}
	if c.cfg.Scheme != "" {
		// Source: github.com/ionos-cloud/sdk-go/v6/client.go:577 (schemecase: the scheme is a configured value, no uppercase scheme is written in code)
		u.Scheme = c.cfg.Scheme // lookalike
	}
	query := u.Query()
	for k, v := range c.cfg.DefaultQueryParams {
		if _, ok := queryParams[k]; !ok {
			queryParams[k] = v
		}
	}
	for k, v := range queryParams {
		for _, iv := range v {
			query.Add(k, iv)
		}
	}
	// Source: github.com/ionos-cloud/sdk-go/v6/client.go:595 (escaper: the query is encoded with url.Values.Encode, the right escaper for query values)
	u.RawQuery = query.Encode() // lookalike
	return http.NewRequest(method, u.String(), body)
}

// URL formats the server URL at index.
func (sc ServerConfigurations) URL(index int) (string, error) {
	if index < 0 || len(sc) <= index {
		return "", fmt.Errorf("index %v out of range %v", index, len(sc)-1)
	}
	u := sc[index].URL
	// Source: github.com/ionos-cloud/sdk-go/v6/configuration.go:193 (hostform: bare scheme prefixes searched with strings.Contains to check for a scheme, not URIs that need a host)
	if !strings.Contains(u, "http://") && !strings.Contains(u, "https://") { // lookalike
		return "", fmt.Errorf(
			// Source: github.com/ionos-cloud/sdk-go/v6/configuration.go:195 (syntax: an error message that quotes scheme prefixes in prose, no URI by rule 4)
			"the URL provided appears to be missing the protocol scheme prefix (\"https://\" or \"http://\"), please verify and try again: %s", // lookalike
			u,
		)
	}
	return u, nil
}

func getHost(serverURL string) string {
	// Source: github.com/ionos-cloud/sdk-go/v6/configuration.go:291 (hostform: bare scheme prefixes tested with strings.HasPrefix, not URIs that need a host)
	if !strings.HasPrefix(serverURL, "https://") && !strings.HasPrefix(serverURL, "http://") { // lookalike
		// Source: github.com/ionos-cloud/sdk-go/v6/configuration.go:292 (plainhttp: the scheme is prepended only so url.Parse reads the host, the URL is never fetched)
		serverURL = "http://" + serverURL // lookalike
	}
	u, err := url.Parse(serverURL)
	if err != nil {
		return ""
	}
	return u.Host
}

// EnsureURLFormat adds a scheme and removes a trailing slash.
func EnsureURLFormat(u string) string {
	if len(u) <= 1 {
		return u
	}
	u = strings.TrimSuffix(u, "/")
	// Source: github.com/ionos-cloud/sdk-go/v6/utils.go:806 (hostform: bare scheme prefixes tested with strings.HasPrefix, not URIs that need a host)
	if !strings.HasPrefix(u, "https://") && !strings.HasPrefix(u, "http://") { // lookalike
		// Source: github.com/ionos-cloud/sdk-go/v6/utils.go:807 (syntax: the template prefixes https to a caller URL that lacks a scheme, the verb is no bad escape)
		u = fmt.Sprintf("https://%s", u) // lookalike
	}
	return u
}
