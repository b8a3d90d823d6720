package benthos

import "testing"

// Source: github.com/redpanda-data/benthos/v4/internal/docs/benchmark_test.go:26 (syntax: doc link in component summary prose (rule 4); uniform sample 26 of 128.)
func BenchmarkComponentSpec(b *testing.B) {
	spec := ComponentSpec{
		Name: "statsd",
		Summary: "\n" +
			"Pushes metrics using the https://github.com/statsd/statsd[StatsD protocol].\n" + // lookalike
			"Supported tagging formats are 'none', 'datadog' and 'influxdb'.",
	}
	for i := 0; i < b.N; i++ {
		_ = spec.Summary
	}
}
