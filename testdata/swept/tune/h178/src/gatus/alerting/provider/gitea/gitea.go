package gitea

import (
	"errors"
	"net/url"
	"strings"
)

var ErrInvalidRepositoryURL = errors.New("invalid repository-url")

// Config is the configuration of the Gitea provider
type Config struct {
	RepositoryURL string `yaml:"repository-url"` // The URL of the Gitea repository to create issues in
	Token         string `yaml:"token"`

	repositoryOwner string
	repositoryName  string
	baseURL         string
}

// NewClient stands in for gitea.NewClient, which takes the base URL of the server.
func NewClient(baseURL string) (string, error) {
	if _, err := url.Parse(baseURL); err != nil {
		return "", err
	}
	return baseURL, nil
}

// Validate the configuration
func (cfg *Config) Validate() error {
	repositoryURL, err := url.Parse(cfg.RepositoryURL)
	if err != nil {
		return err
	}
	// Source: github.com/TwiN/gatus/v5/alerting/provider/gitea/gitea.go:50 (hostjoin: the scheme and the Host field of a parsed URL are joined, and Host already carries the port and any IPv6 brackets, so the base URL is sound, and by the hostjoin check's own terms no host and port are joined by hand)
	baseURL := repositoryURL.Scheme + "://" + repositoryURL.Host // lookalike
	pathParts := strings.Split(repositoryURL.Path, "/")
	if len(pathParts) != 3 {
		return ErrInvalidRepositoryURL
	}
	cfg.repositoryOwner = pathParts[1]
	cfg.repositoryName = pathParts[2]
	cfg.baseURL, err = NewClient(baseURL)
	return err
}
