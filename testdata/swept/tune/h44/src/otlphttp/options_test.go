package otlphttp

import "testing"

func TestConfigs(t *testing.T) {
	tests := []struct {
		name    string
		opts    []Option
		env     map[string]string
		asserts func(t *testing.T, c Config)
	}{
		{
			name: "Test With Endpoint URL",
			opts: []Option{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:112 (plainhttp: a made-up single-label host in a test of option parsing, never contacted and no public Internet host.)
				WithEndpointURL("http://someendpoint/somepath"), // lookalike
			},
			asserts: func(t *testing.T, c Config) {
				if c.Endpoint != "someendpoint" || c.URLPath != "/somepath" || !c.Insecure {
					t.Errorf("got %+v", c)
				}
			},
		},
		{
			name: "Test With Invalid Endpoint URL",
			opts: []Option{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:134 (syntax: the case is named "Test With Invalid Endpoint URL" and expects the defaults to stay.)
				WithEndpointURL("%invalid"), // lookalike
			},
			asserts: func(t *testing.T, c Config) {
				if c.URLPath != "/v1/traces" {
					t.Errorf("got %+v", c)
				}
			},
		},
		{
			name: "Test Environment Unix Endpoint",
			env: map[string]string{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:238 (hostform: the unix scheme names a socket path and has no host, so the empty authority is its normal form.)
				"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "unix:///tmp/otel.sock", // lookalike
			},
			asserts: func(t *testing.T, c Config) {
				if !c.Insecure {
					t.Errorf("got %+v", c)
				}
			},
		},
		{
			name: "Test Mixed Environment and With Endpoint",
			opts: []Option{
				WithEndpoint("traces_endpoint"),
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:250 (syntax: an underscore is an unreserved character that RFC 3986 allows in a reg-name host.)
				WithEndpointURL("https://traces_endpoint2/somepath"), // lookalike
			},
			asserts: func(t *testing.T, c Config) {
				if c.Endpoint != "traces_endpoint2" {
					t.Errorf("got %+v", c)
				}
			},
		},
		{
			name: "Test Environment Endpoint with HTTP scheme and leading & trailingspaces",
			env: map[string]string{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:288 (syntax: the case name says the value has leading and trailing spaces, which the environment reader under test trims.)
				"OTEL_EXPORTER_OTLP_ENDPOINT": "      http://env_endpoint    ", // lookalike
			},
			asserts: func(t *testing.T, c Config) {
				if c.Endpoint != "env_endpoint" || !c.Insecure {
					t.Errorf("got %+v", c)
				}
			},
		},
		{
			name: "Test Environment Signal Specific Endpoint with uppercase scheme",
			env: map[string]string{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:308 (schemecase: the row is named for an uppercase scheme and checks that the configuration reader matches schemes without regard to case.)
				"OTEL_EXPORTER_OTLP_ENDPOINT": "HTTPS://overrode_by_signal_specific", // lookalike
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:309 (schemecase: the mixed-case scheme is the point of the row named for an uppercase scheme, input to the case-insensitive scheme match.)
				"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "HtTp://env_traces_endpoint", // lookalike
			},
			asserts: func(t *testing.T, c Config) {
				if c.Endpoint != "env_traces_endpoint" || !c.Insecure {
					t.Errorf("got %+v", c)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			tt.asserts(t, NewConfig(tt.opts...))
		})
	}
}

func TestCleanPath(t *testing.T) {
	tests := []struct {
		name        string
		urlPath     string
		defaultPath string
		want        string
	}{
		{
			name: "clean traces path",
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:753 (syntax: input with a trailing space to cleanPath, the path trimmer under test, in a table that varies the path on purpose.)
			urlPath:     "https://env_endpoint/ ", // lookalike
			defaultPath: "DefaultTracesPath",
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:756 (colonpath: the expected output of cleanPath starts with a slash, so its first segment is empty and the colon cannot read as a scheme.)
			want: "/https://env_endpoint/", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := cleanPath(tt.urlPath, tt.defaultPath); got != tt.want {
				t.Errorf("cleanPath() = %v, want %v", got, tt.want)
			}
		})
	}
}
