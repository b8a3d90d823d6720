package memos

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Profile is the configuration to start the server.
type Profile struct {
	// Demo runs the server in demo mode.
	Demo bool
	// Addr is the binding address for the server, from the --addr flag.
	Addr string
	// Port is the binding port for the server, from the --port flag.
	Port int
	// UNIXSock is the IPC binding path. Overrides Addr and Port.
	UNIXSock string
	// Data is the data directory.
	Data string
	// Driver is the database driver.
	Driver string
	// InstanceURL is the canonical external URL of the Memos instance.
	InstanceURL string
}

// Validate checks the profile and normalizes its instance URL.
func (p *Profile) Validate() error {
	if p.Demo && p.Driver != "sqlite" {
		return fmt.Errorf("demo mode requires the sqlite database driver, got %q", p.Driver)
	}
	instanceURL, err := normalizeInstanceURL(p.InstanceURL)
	if err != nil {
		return err
	}
	p.InstanceURL = instanceURL
	return nil
}

func normalizeInstanceURL(rawURL string) (string, error) {
	rawURL = strings.TrimSpace(rawURL)
	if rawURL == "" {
		return "", nil
	}

	instanceURL, err := url.Parse(rawURL)
	if err != nil {
		return "", fmt.Errorf("failed to parse instance URL: %w", err)
	}
	if instanceURL.Scheme != "http" && instanceURL.Scheme != "https" {
		return "", fmt.Errorf("instance URL must use http or https, got %q", instanceURL.Scheme)
	}
	if instanceURL.Host == "" {
		return "", errors.New("instance URL must include a host")
	}
	if instanceURL.User != nil {
		return "", errors.New("instance URL must not include user credentials")
	}
	if instanceURL.RawQuery != "" || instanceURL.Fragment != "" {
		return "", errors.New("instance URL must not include a query or fragment")
	}

	instanceURL.Path = strings.TrimRight(instanceURL.Path, "/")
	instanceURL.RawPath = strings.TrimRight(instanceURL.RawPath, "/")
	return instanceURL.String(), nil
}
