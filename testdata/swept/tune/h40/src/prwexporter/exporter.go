package prwexporter

import (
	"errors"
	"net/url"
)

type prwExporter struct {
	endpointURL *url.URL
}

func newPRWExporter(cfg *Config) (*prwExporter, error) {
	for _, v := range cfg.ExternalLabels {
		if v == "" {
			return nil, errors.New("prometheus remote write: external labels configuration contains an empty key or value")
		}
	}
	endpointURL, err := url.ParseRequestURI(cfg.HTTP.Endpoint)
	if err != nil {
		return nil, errors.New("invalid endpoint")
	}
	return &prwExporter{endpointURL: endpointURL}, nil
}
