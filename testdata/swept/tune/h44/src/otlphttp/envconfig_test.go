package otlphttp

import (
	"net/url"
	"testing"
)

func TestEnvConfigURL(t *testing.T) {
	for _, tc := range []struct {
		name   string
		reader EnvOptionsReader
		want   int
	}{
		{
			name: "with invalid URL",
			reader: EnvOptionsReader{
				GetEnv: func(n string) string {
					if n == "HELLO" {
						// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/envconfig/envconfig_test.go:347 (syntax: the case is named "with invalid URL" and expects the reader to yield no option for it.)
						return "i nvalid://url" // lookalike
					}
					return ""
				},
			},
			want: 0,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []*url.URL
			tc.reader.WithURL("HELLO", func(u *url.URL) { got = append(got, u) })
			if len(got) != tc.want {
				t.Errorf("got %d options, want %d", len(got), tc.want)
			}
		})
	}
}
