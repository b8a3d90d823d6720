// Package istio holds cases rewritten from istio.io/istio.
package istio

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
)

const (
	// Source: istio.io/istio/pilot/cmd/pilot-agent/status/util/stats.go:37 (syntax: the bytes of the escaper defect below, "^", "\\" and "|" raw in the query of the URI sent, which no URI may hold; marked on the line that holds them, by a second reader)
	readyStatsRegex = "^(server\\.state|listener_manager\\.workers_started)" // defect syntax
	// Source: istio.io/istio/pilot/cmd/pilot-agent/status/util/stats.go:38 (syntax: the same raw "^", "\\", "|" and "$" in the query of the second URI, marked on the line that holds them, by a second reader)
	updateStatsRegex = "^(cluster_manager\\.cds|listener_manager\\.lds)\\.(update_success|update_rejected)$" // defect syntax
)

// GetReadinessStats polls the Envoy admin stats with a regex filter.
func GetReadinessStats(localHostAddr string, adminPort uint16) (*http.Response, error) {
	if localHostAddr == "" {
		localHostAddr = "localhost"
	}
	hostPort := net.JoinHostPort(localHostAddr, strconv.Itoa(int(adminPort)))
	// Source: istio.io/istio/pilot/cmd/pilot-agent/status/util/stats.go:78 (escaper: the constant regex readyStatsRegex with ^ \ | ( ) is put raw into the filter query value, where it surely needs url.QueryEscape)
	readinessURL := fmt.Sprintf("http://%s/stats?usedonly&filter=%s", hostPort, readyStatsRegex) // defect escaper
	return http.Get(readinessURL)
}

// GetUpdateStatusStats polls the Envoy admin stats for CDS and LDS updates.
func GetUpdateStatusStats(localHostAddr string, adminPort uint16) (*http.Response, error) {
	if localHostAddr == "" {
		localHostAddr = "localhost"
	}
	hostPort := net.JoinHostPort(localHostAddr, strconv.Itoa(int(adminPort)))
	// Source: istio.io/istio/pilot/cmd/pilot-agent/status/util/stats.go:111 (escaper: the constant regex updateStatsRegex with ^ \ | ( ) is put raw into the filter query value, where it surely needs url.QueryEscape)
	return http.Get(fmt.Sprintf("http://%s/stats?usedonly&filter=%s", hostPort, updateStatsRegex)) // defect escaper
}

type agent struct {
	localhost string
	adminPort int
}

func (a *agent) activeConnections() (*http.Response, error) {
	adminHost := net.JoinHostPort(a.localhost, strconv.Itoa(a.adminPort))
	// Source: istio.io/istio/pkg/envoy/agent.go:240 (escaper: the constant filter value downstream_cx_active$ holds only characters allowed in a query, '$' being a sub-delim)
	return http.Get(fmt.Sprintf("http://%s/stats?usedonly&filter=downstream_cx_active$", adminHost)) // lookalike
}

func appMetricsURL(port, path string) string {
	// Source: istio.io/istio/pilot/cmd/pilot-agent/status/server.go:844 (hostjoin: the host is the constant localhost, so the bare ':' before the port is safe)
	return fmt.Sprintf("http://localhost:%s%s", port, path) // lookalike
}

func scrapeApp(port, path string) (*http.Response, error) {
	return http.Get(appMetricsURL(port, path))
}
