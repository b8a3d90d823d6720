package otlpgrpc

import (
	"net"
	"testing"
)

func TestWithEndpointWithEnv(t *testing.T) {
	testCases := []struct {
		name    string
		options []Option
		want    string
	}{
		{
			name: "WithEndpointURL last",
			options: []Option{
				WithEndpoint("foo"),
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/client_unit_test.go:217 (plainhttp: a made-up single-label host in a test of option precedence, never contacted and no public Internet host.)
				WithEndpointURL("http://bar:8080/path"), // lookalike
			},
			want: "bar",
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			got := newConfig(tc.options...).Endpoint
			if host, _, err := net.SplitHostPort(got); err != nil || host != tc.want {
				t.Errorf("endpoint = %q, want host %q", got, tc.want)
			}
		})
	}
}
