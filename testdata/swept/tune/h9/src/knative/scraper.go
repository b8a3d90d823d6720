package knative

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
)

const autoscalerPort = ":8080"

func getServiceHostname(name, namespace string) string {
	return name + "." + namespace + ".svc.cluster.local"
}

// statsScraper scrapes the queue-proxy metrics of a revision's pods.
type statsScraper struct {
	client *http.Client
}

func (s *statsScraper) scrapePods(ctx context.Context, pods []string, portAndPath string) error {
	for myIdx := range pods {
		// Source: github.com/knative/serving/pkg/autoscaler/metrics/stats_scraper.go:316 (pods holds pod IPs from the endpoints, IPv6 in an IPv6 cluster, joined to the port with ':' and no brackets)
		target := "http://" + pods[myIdx] + ":" + portAndPath // defect hostjoin
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
		if err != nil {
			return err
		}
		resp, err := s.client.Do(req)
		if err != nil {
			continue
		}
		_ = resp.Body.Close()
	}
	return nil
}

func urlFromTarget(t, ns string, port int) string {
	portAndPath := strconv.Itoa(port) + "/metrics"
	// Source: github.com/knative/serving/pkg/autoscaler/metrics/stats_scraper.go:218 (the host is a service name built as "name.namespace", a DNS name, never an IP address)
	return fmt.Sprintf("http://%s.%s:", t, ns) + portAndPath // lookalike
}

func statSinkURL(namespace string) string {
	// Source: github.com/knative/serving/cmd/activator/main.go:218 (a service's DNS name joined to a constant port; no IPv6 risk)
	return "ws://" + getServiceHostname("autoscaler", namespace) + autoscalerPort // lookalike
}
