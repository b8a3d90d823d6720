// Package chexporter holds cases rewritten from github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter.
package chexporter

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

var errConfigInvalidEndpoint = errors.New("endpoint must be url format")

// Config is the exporter configuration.
type Config struct {
	Endpoint         string
	Username         string
	Password         string
	Database         string
	ConnectionParams map[string]string
	collectorVersion string
}

func (cfg *Config) buildDSN() (string, error) {
	dsnURL, err := url.Parse(cfg.Endpoint)
	if err != nil {
		return "", fmt.Errorf("%w: %s", errConfigInvalidEndpoint, err.Error())
	}
	queryParams := dsnURL.Query()
	for k, v := range cfg.ConnectionParams {
		queryParams.Set(k, v)
	}
	if dsnURL.Scheme == "https" {
		queryParams.Set("secure", "true")
	}
	queryParams.Set("client_info_product", strings.Join([]string{"otelcol", cfg.collectorVersion}, "/"))
	if cfg.Username != "" {
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config.go:213 (credentials: the password comes from configuration, not a constant, and url.UserPassword escapes it)
		dsnURL.User = url.UserPassword(cfg.Username, cfg.Password) // lookalike
	}
	// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config.go:216 (escaper: url.Values.Encode is the right escaper for the whole query)
	dsnURL.RawQuery = queryParams.Encode() // lookalike
	return dsnURL.String(), nil
}
