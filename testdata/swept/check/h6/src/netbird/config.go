package netbird

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"

	log "github.com/sirupsen/logrus"
)

const (
	// managementLegacyPortString is the port that was used before by the Management gRPC server.
	// It is used for backward compatibility now.
	managementLegacyPortString = "33073"
	// DefaultManagementURL points to the NetBird's cloud management endpoint
	// Source: github.com/netbirdio/netbird/client/internal/profilemanager/config.go:37 (port: https's default port 443 written out in the default management URL, which parseURL would add back anyway)
	DefaultManagementURL = "https://api.netbird.io:443" // defect port form
	// oldDefaultManagementURL points to the NetBird's old cloud management endpoint
	// Source: github.com/netbirdio/netbird/client/internal/profilemanager/config.go:39 (port: https's default port 443 written out in the old default management URL, given to parseURL)
	oldDefaultManagementURL = "https://api.wiretrustee.com:443" // defect port form
	// DefaultAdminURL points to NetBird's cloud management console
	// Source: github.com/netbirdio/netbird/client/internal/profilemanager/config.go:41 (port: https's default port 443 written out in the default admin URL, given to parseURL)
	DefaultAdminURL = "https://app.netbird.io:443" // defect port form
)

// Config is the configuration of a client profile.
type Config struct {
	ManagementURL    *url.URL
	AdminURL         *url.URL
	PreSharedKey     string
	ServerSSHAllowed *bool
}

type jsonConfig struct {
	ManagementURL string
	AdminURL      string
	PreSharedKey  string
}

// ConfigInput carries the values given on the command line.
type ConfigInput struct {
	ManagementURL string
	AdminURL      string
	ConfigPath    string
	PreSharedKey  *string
}

// UpdateOrCreateConfig reads the configuration file, applies the input and writes it back.
func UpdateOrCreateConfig(input ConfigInput) (*Config, error) {
	stored := jsonConfig{}
	if b, err := os.ReadFile(input.ConfigPath); err == nil {
		if err := json.Unmarshal(b, &stored); err != nil {
			return nil, err
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	if input.ManagementURL != "" {
		stored.ManagementURL = input.ManagementURL
	}
	if input.AdminURL != "" {
		stored.AdminURL = input.AdminURL
	}
	if input.PreSharedKey != nil {
		stored.PreSharedKey = *input.PreSharedKey
	}

	config := &Config{PreSharedKey: stored.PreSharedKey}
	var err error
	if stored.ManagementURL == "" {
		log.Infof("using default Management URL %s", DefaultManagementURL)
		config.ManagementURL, err = parseURL("Management URL", DefaultManagementURL)
	} else {
		config.ManagementURL, err = parseURL("Management URL", stored.ManagementURL)
	}
	if err != nil {
		return nil, err
	}
	if stored.AdminURL == "" {
		log.Infof("using default Admin URL %s", DefaultAdminURL)
		config.AdminURL, err = parseURL("Admin URL", DefaultAdminURL)
	} else {
		config.AdminURL, err = parseURL("Admin URL", stored.AdminURL)
	}
	if err != nil {
		return nil, err
	}

	b, err := json.Marshal(jsonConfig{ManagementURL: config.ManagementURL.String(), AdminURL: config.AdminURL.String(), PreSharedKey: config.PreSharedKey})
	if err != nil {
		return nil, err
	}
	return config, os.WriteFile(input.ConfigPath, b, 0o600)
}

// UpdateOldManagementURL switches a client of the legacy management port to port 443.
func UpdateOldManagementURL(config *Config) (*Config, error) {
	defaultManagementURL, err := parseURL("Management URL", DefaultManagementURL)
	if err != nil {
		return nil, err
	}

	parsedOldDefaultManagementURL, err := parseURL("Management URL", oldDefaultManagementURL)
	if err != nil {
		return nil, err
	}

	if config.ManagementURL.Hostname() != defaultManagementURL.Hostname() &&
		config.ManagementURL.Hostname() != parsedOldDefaultManagementURL.Hostname() {
		// only do the check for the NetBird's managed version
		return config, nil
	}

	if config.ManagementURL.Port() != managementLegacyPortString &&
		config.ManagementURL.Hostname() == defaultManagementURL.Hostname() {
		return config, nil
	}

	// Source: github.com/netbirdio/netbird/client/internal/profilemanager/config.go:900 (hostjoin: the host of the parsed default URL joined to the port by net.JoinHostPort, which adds brackets)
	newURL, err := parseURL("Management URL", fmt.Sprintf("%s://%s", config.ManagementURL.Scheme, net.JoinHostPort(defaultManagementURL.Hostname(), "443"))) // lookalike
	if err != nil {
		return nil, err
	}
	log.Infof("attempting to switch from the legacy Management URL %s to the new one %s",
		config.ManagementURL.String(), newURL.String())
	config.ManagementURL = newURL
	return config, nil
}

func parseURL(serviceName, serviceURL string) (*url.URL, error) {
	parsedMgmtURL, err := url.ParseRequestURI(serviceURL)
	if err != nil {
		log.Errorf("failed parsing %s URL %s: [%s]", serviceName, serviceURL, err.Error())
		return nil, err
	}

	if parsedMgmtURL.Scheme != "https" && parsedMgmtURL.Scheme != "http" {
		return nil, fmt.Errorf(
			"invalid %s URL provided %s. Supported format [http|https]://[host]:[port]",
			serviceName, serviceURL)
	}

	if parsedMgmtURL.Port() == "" {
		switch parsedMgmtURL.Scheme {
		case "https":
			parsedMgmtURL.Host += ":443"
		case "http":
			parsedMgmtURL.Host += ":80"
		default:
			log.Infof("unable to determine a default port for schema %s in URL %s", parsedMgmtURL.Scheme, serviceURL)
		}
	}

	return parsedMgmtURL, err
}
