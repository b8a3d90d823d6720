// Package metrics stands in for the Prometheus metrics of gatus.
package metrics

import (
	"gatus/config/endpoint"
)

// Config is the part of config.Config that the metrics read
type Config struct {
	Endpoints []*endpoint.Endpoint
}

var resultTotal map[string]int

// InitializePrometheusMetrics initializes the metrics with the endpoints' extra labels
func InitializePrometheusMetrics(cfg *Config) {
	resultTotal = make(map[string]int)
	for _, ep := range cfg.Endpoints {
		resultTotal[ep.Group+"_"+ep.Name] = 0
	}
}
