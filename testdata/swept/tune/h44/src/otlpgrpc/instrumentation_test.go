package otlpgrpc

import (
	"reflect"
	"strconv"
	"testing"
)

const (
	ServerAddr = "localhost"
	ServerPort = 4317
)

// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/instrumentation_test.go:35 (hostjoin: the host joined to the port is the constant localhost, which is surely no IPv6 literal.)
var Target = "dns://" + ServerAddr + ":" + strconv.Itoa(ServerPort) // lookalike

func TestBaseAttrs(t *testing.T) {
	tests := []struct {
		name   string
		target string
		want   []string
	}{
		{
			name:   "HostAndPort",
			target: Target,
			want:   []string{"server.address=localhost", "server.port=4317"},
		},
		{
			name: "Invalid",
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/observ/instrumentation_test.go:316 (port: the row is named "Invalid" and expects the target parser to give no address attributes for the non-numeric port.)
			target: "dns:///:invalid", // lookalike
			want:   nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := BaseAttrs(tt.target); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("BaseAttrs(%q) = %v, want %v", tt.target, got, tt.want)
			}
		})
	}
}
