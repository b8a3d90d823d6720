package mautrix

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Client is a Matrix client.
type Client struct {
	HomeserverURL *url.URL
	AccessToken   string
	Client        *http.Client
}

// ParseAndNormalizeBaseURL parses a homeserver URL, adding https:// when it has no scheme.
func ParseAndNormalizeBaseURL(homeserverURL string) (*url.URL, error) {
	hsURL, err := url.Parse(homeserverURL)
	if err != nil {
		return nil, err
	}
	if hsURL.Scheme == "" {
		hsURL.Scheme = "https"
		fixedURL := hsURL.String()
		hsURL, err = url.Parse(fixedURL)
		if err != nil {
			return nil, fmt.Errorf("failed to parse fixed URL '%s': %v", fixedURL, err)
		}
	}
	hsURL.RawPath = hsURL.EscapedPath()
	return hsURL, nil
}

// NewClient creates a new Matrix client.
func NewClient(homeserverURL, userID, accessToken string) (*Client, error) {
	hsURL, err := ParseAndNormalizeBaseURL(homeserverURL)
	if err != nil {
		return nil, err
	}
	return &Client{
		HomeserverURL: hsURL,
		AccessToken:   accessToken,
		Client:        &http.Client{Timeout: 180 * time.Second},
	}, nil
}

// BuildURL builds a URL with the given path parts.
func BuildURL(baseURL *url.URL, path ...any) *url.URL {
	createdURL := *baseURL
	rawParts := make([]string, len(path)+1)
	rawParts[0] = strings.TrimSuffix(createdURL.RawPath, "/")
	parts := make([]string, len(path)+1)
	parts[0] = strings.TrimSuffix(createdURL.Path, "/")
	for i, part := range path {
		switch casted := part.(type) {
		case string:
			parts[i+1] = casted
		case int:
			parts[i+1] = strconv.Itoa(casted)
		default:
			parts[i+1] = fmt.Sprint(casted)
		}
		rawParts[i+1] = url.PathEscape(parts[i+1])
	}
	createdURL.Path = strings.Join(parts, "/")
	createdURL.RawPath = strings.Join(rawParts, "/")
	return &createdURL
}

// BuildClientURL builds a URL of the client-server API.
func (cli *Client) BuildClientURL(urlPath ...any) string {
	return BuildURL(cli.HomeserverURL, append([]any{"_matrix", "client"}, urlPath...)...).String()
}
