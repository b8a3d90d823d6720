package github

import (
	"errors"
	"net/url"
	"strings"
)

var ErrInvalidRepositoryURL = errors.New("invalid repository-url")

// Config is the configuration of the GitHub provider
type Config struct {
	RepositoryURL string `yaml:"repository-url"` // The URL of the GitHub repository to create issues in
	Token         string `yaml:"token"`

	repositoryOwner string
	repositoryName  string
	apiBaseURL      string
}

// NewEnterpriseClient stands in for github.NewEnterpriseClient, which takes base and upload URLs.
func NewEnterpriseClient(baseURL, uploadURL string) (string, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return "", err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return u.String() + "api/v3/", nil
}

// Validate the configuration
func (cfg *Config) Validate() error {
	repositoryURL, err := url.Parse(cfg.RepositoryURL)
	if err != nil {
		return err
	}
	// Source: github.com/TwiN/gatus/v5/alerting/provider/github/github.go:46 (hostjoin: scheme plus the Host field of a parsed URL, which keeps the port and IPv6 brackets, so by the hostjoin check's own terms no host and port are joined by hand)
	baseURL := repositoryURL.Scheme + "://" + repositoryURL.Host // lookalike
	pathParts := strings.Split(repositoryURL.Path, "/")
	if len(pathParts) != 3 {
		return ErrInvalidRepositoryURL
	}
	cfg.repositoryOwner = pathParts[1]
	cfg.repositoryName = pathParts[2]
	if baseURL == "https://github.com" {
		cfg.apiBaseURL = "https://api.github.com/"
	} else {
		cfg.apiBaseURL, err = NewEnterpriseClient(baseURL, baseURL)
	}
	return err
}
