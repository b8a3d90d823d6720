package longhorn

func nodeMetricsListOptions(currentNodeID string) ListOptions {
	return ListOptions{
		// Source: github.com/longhorn/longhorn-manager/metrics_collector/node_collector.go:269 (escaper: a field selector in ListOptions, which client-go escapes when it builds the query)
		FieldSelector: "metadata.name=" + currentNodeID, // lookalike
	}
}
