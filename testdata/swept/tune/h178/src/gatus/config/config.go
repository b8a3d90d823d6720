// Package config stands in for the configuration loader of gatus; the YAML parsing itself is left out.
package config

import (
	"errors"
	"os"
	"strings"

	"gatus/config/endpoint"
	"gatus/config/web"
)

var (
	// ErrNoEndpointOrSuiteInConfig is the error returned when there are no endpoints or suites in the configuration
	ErrNoEndpointOrSuiteInConfig = errors.New("configuration should contain at least one endpoint or suite")
	// ErrConfigFileNotFound is an error returned when a configuration file could not be found
	ErrConfigFileNotFound = errors.New("configuration file not found")
)

// UI is the ui configuration
type UI struct {
	Title  string
	Header string
	Link   string
}

// Config is the main configuration structure
type Config struct {
	Metrics   bool
	Endpoints []*endpoint.Endpoint
	UI        *UI
	Web       *web.Config

	configPath string
}

// LoadConfiguration loads the full configuration composed of the main configuration file
func LoadConfiguration(configPath string) (*Config, error) {
	configBytes, err := os.ReadFile(configPath)
	if err != nil || len(configBytes) == 0 {
		return nil, ErrConfigFileNotFound
	}
	config, err := parseAndValidateConfigBytes(configBytes)
	if err != nil {
		return nil, err
	}
	config.configPath = configPath
	return config, nil
}

// parseAndValidateConfigBytes parses a Gatus configuration file into a Config struct and validates its parameters
// (stand-in: the YAML decoder is not reproduced)
func parseAndValidateConfigBytes(yamlBytes []byte) (*Config, error) {
	if !strings.Contains(string(yamlBytes), "endpoints:") && !strings.Contains(string(yamlBytes), "suites:") {
		return nil, ErrNoEndpointOrSuiteInConfig
	}
	if !strings.Contains(string(yamlBytes), "conditions:") && !strings.Contains(string(yamlBytes), "alerts:") {
		return nil, endpoint.ErrEndpointWithNoCondition
	}
	return &Config{Web: &web.Config{}}, nil
}
