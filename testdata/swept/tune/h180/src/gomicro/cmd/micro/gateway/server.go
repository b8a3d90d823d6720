// Package gateway is the micro web gateway.
package gateway

import (
	"fmt"
	"net/http"
	"strings"
)

// Endpoint is a registered endpoint.
type Endpoint struct {
	Name string
}

// Service is a registered service.
type Service struct {
	Name      string
	Endpoints []*Endpoint
}

func apiEndpoints(s *Service) []map[string]any {
	endpoints := []map[string]any{}
	for _, ep := range s.Endpoints {
		parts := strings.Split(ep.Name, ".")
		if len(parts) != 2 {
			continue
		}
		// Source: go-micro.dev/v6/cmd/micro/gateway/server.go:851 (escaper: an API path built from the registry service name and the Service.Method endpoint parts, identifiers that need no escaping; fine under the escaper check of the table)
		apiPath := fmt.Sprintf("/api/%s/%s/%s", s.Name, parts[0], parts[1]) // lookalike
		endpoints = append(endpoints, map[string]any{"Path": apiPath})
	}
	return endpoints
}

func servicePage(w http.ResponseWriter, service string, s *Service) {
	endpoints := []map[string]string{}
	for _, ep := range s.Endpoints {
		endpoints = append(endpoints, map[string]string{
			"Name": ep.Name,
			// Source: go-micro.dev/v6/cmd/micro/gateway/server.go:1130 (escaper: a link path built from a registered service name and endpoint name, identifiers that need no escaping; fine under the escaper check of the table)
			"Path": fmt.Sprintf("/%s/%s", service, ep.Name), // lookalike
		})
	}
	fmt.Fprint(w, endpoints)
}
