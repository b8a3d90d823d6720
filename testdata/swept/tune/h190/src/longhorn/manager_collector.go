package longhorn

// ListOptions is a stand-in for metav1.ListOptions; client-go encodes it into the query.
type ListOptions struct {
	LabelSelector string
	FieldSelector string
}

func managerPodMetricsListOptions(managerPodName string) ListOptions {
	return ListOptions{
		// Source: github.com/longhorn/longhorn-manager/metrics_collector/manager_collector.go:93 (escaper: a field selector in ListOptions, which client-go escapes when it builds the query)
		FieldSelector: "metadata.name=" + managerPodName, // lookalike
	}
}
