package otlpgrpc

import "testing"

func TestParseTarget(t *testing.T) {
	tests := []struct {
		target string
		host   string
		port   int
	}{
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:34 (hostform: a gRPC dns target whose empty authority means the default resolver, input to the target parser under test; uniform sample of 12 of 46.)
		{target: "dns:///:8080", host: "", port: 8080}, // lookalike
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:38 (syntax: a zone suffix the gRPC target parser under test is meant to accept, in a table that varies one target on purpose; uniform sample of 12 of 46.)
		{target: "dns:///example.com%eth0:42", host: "example.com%eth0", port: 42}, // lookalike
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:48 (syntax: an IPv4 address with a zone suffix, input to the target parser under test in a table that varies one target on purpose; uniform sample of 12 of 46.)
		{target: "dns:///192.168.1.1%eth0", host: "192.168.1.1%eth0", port: -1}, // lookalike
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:54 (hostform: an unbracketed IPv6 address in the endpoint part of a gRPC target, a form the parser under test is meant to handle; uniform sample of 12 of 46.)
		{target: "dns:///2001:db8:85a3:0:0:8a2e:370:7334", host: "2001:db8:85a3::8a2e:370:7334", port: -1}, // lookalike
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:58 (hostform: a bracketed IPv6 address with a zone id, a row of the parser's table that varies the target on purpose; uniform sample of 12 of 46.)
		{target: "dns:///[2001:db8:85a3::8a2e:370:7334%eth0]", host: "2001:db8:85a3::8a2e:370:7334%eth0", port: -1}, // lookalike
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:64 (hostform: the unix scheme names a socket path and has no host, input to the target parser under test; uniform sample of 12 of 46.)
		{target: "unix:///absolute_path", host: "/absolute_path", port: -1}, // lookalike
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:78 (port: the highest valid port, a port edge case in the parser's table; uniform sample of 12 of 46.)
		{target: "dns:///example.com:65535", host: "example.com", port: 65535}, // lookalike
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:86 (hostform: a passthrough target with the empty authority its scheme uses, input to the target parser under test; uniform sample of 12 of 46.)
		{target: "passthrough:///10.0.0.2:7777", host: "10.0.0.2", port: 7777}, // lookalike
	}
	for _, tt := range tests {
		host, port, err := ParseCanonicalTarget(tt.target)
		if err != nil {
			t.Errorf("parseTarget(%q) unexpected error: %v", tt.target, err)
			continue
		}
		if host != tt.host || port != tt.port {
			t.Errorf("parseTarget(%q) = %q, %d, want %q, %d", tt.target, host, port, tt.host, tt.port)
		}
	}
}

func TestParseTargetErrors(t *testing.T) {
	targets := []string{
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:109 (port: a row of the table of targets the parser must reject, commented as multiple colons in the port; uniform sample of 12 of 46.)
		"dns:///example.com:8080:9090", // lookalike
	}
	for _, target := range targets {
		if _, _, err := ParseCanonicalTarget(target); err == nil {
			t.Errorf("parseTarget(%q) expected error, got nil", target)
		}
	}
}

func BenchmarkParseTarget(b *testing.B) {
	benchmarks := []struct {
		name   string
		target string
	}{
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:140 (hostform: a gRPC dns target with the empty authority of the default resolver, input to the parser being benchmarked; uniform sample of 12 of 46.)
		{"HostName", "dns:///example.com"}, // lookalike
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:144 (hostform: a bare IPv6 address in the endpoint part of a gRPC target, named IPv6Bare, input to the parser being benchmarked; uniform sample of 12 of 46.)
		{"IPv6Bare", "dns:///2001:db8::1"}, // lookalike
		// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/target_test.go:148 (hostform: the unix-abstract scheme names a socket and has no host, input to the parser being benchmarked; uniform sample of 12 of 46.)
		{"UnixAbstractSocket", "unix-abstract:///abstract-socket-name"}, // lookalike
	}
	for _, bm := range benchmarks {
		b.Run(bm.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				_, _, _ = ParseCanonicalTarget(bm.target)
			}
		})
	}
}
