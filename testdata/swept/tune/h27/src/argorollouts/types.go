package argorollouts

// PrometheusMetric queries Prometheus.
type PrometheusMetric struct {
	Address string
	Query   string
}

// MetricProvider selects the metric provider.
type MetricProvider struct {
	Prometheus *PrometheusMetric
}

// Metric is one metric of an analysis.
type Metric struct {
	Name     string
	Interval string
	Provider MetricProvider
}

// AnalysisTemplateSpec is the spec of an analysis template.
type AnalysisTemplateSpec struct {
	Metrics []Metric
}

// DefaultMetricsPort is the controller's metrics port.
const DefaultMetricsPort = 8090
