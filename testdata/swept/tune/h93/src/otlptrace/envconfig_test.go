package otlptrace

import (
	"net/url"
	"testing"
)

// withURL mirrors envconfig.WithURL: it parses the variable n and hands the URL to fn.
func withURL(getEnv func(string) string, n string, fn func(*url.URL)) {
	if v := getEnv(n); v != "" {
		u, err := url.Parse(v)
		if err != nil {
			return
		}
		fn(u)
	}
}

func TestWithInvalidURL(t *testing.T) {
	tests := []struct {
		name   string
		getEnv func(string) string
	}{
		{
			name: "with invalid URL",
			getEnv: func(n string) string {
				if n == "HELLO" {
					// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/envconfig/envconfig_test.go:347 (syntax: the row is named "with invalid URL" and expects the parser to reject it and set no option.)
					return "i nvalid://url" // lookalike
				}
				return ""
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []*url.URL
			withURL(tc.getEnv, "HELLO", func(u *url.URL) { got = append(got, u) })
			if len(got) != 0 {
				t.Fatalf("got %v, want no URL", got)
			}
		})
	}
}
