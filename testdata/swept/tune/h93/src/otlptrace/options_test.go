package otlptrace

import (
	"net/url"
	"path"
	"strings"
	"testing"
)

type option func(config) config

func endpointOpt(v string) option {
	return func(c config) config { c.Endpoint = v; return c }
}

func urlOpt(v string) option {
	return func(config) config { return withEndpointURL(v) }
}

// envConfig mirrors the environment reader: the signal-specific variable wins,
// spaces are trimmed and the scheme is compared without regard to case.
func envConfig(env map[string]string) config {
	var cfg config
	v, ok := env["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"]
	if !ok {
		v = env["OTEL_EXPORTER_OTLP_ENDPOINT"]
	}
	u, err := url.Parse(strings.TrimSpace(v))
	if err != nil {
		return cfg
	}
	cfg.Endpoint = u.Host
	switch strings.ToLower(u.Scheme) {
	case "unix":
		cfg.Endpoint = u.String()
		cfg.Insecure = true
	case "http":
		cfg.Insecure = true
	}
	return cfg
}

func TestConfigs(t *testing.T) {
	tests := []struct {
		name     string
		env      map[string]string
		opts     []option
		endpoint string
		insecure bool
	}{
		{
			name: "Test With Endpoint URL",
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:112 (plainhttp: a made-up single-label host in a table that varies the endpoint URL to test its parsing, not a public Internet host.)
			opts:     []option{urlOpt("http://someendpoint/somepath")}, // lookalike
			endpoint: "someendpoint",
			insecure: true,
		},
		{
			name: "Test With Secure Endpoint URL",
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:123 (hostform: a single-label host is a legal reg-name, and the row is one of a table varying the endpoint URL fed to the parser.)
			opts:     []option{urlOpt("https://someendpoint/somepath")}, // lookalike
			endpoint: "someendpoint",
		},
		{
			name: "Test With Endpoint last used",
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:148 (hostform: a single-label host is a legal reg-name, and the row tests which of two endpoint options the parser keeps.)
			opts:     []option{urlOpt("https://someendpoint/somepath"), endpointOpt("someendpoint2")}, // lookalike
			endpoint: "someendpoint2",
		},
		{
			name: "Test With WithEndpointURL last used",
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:159 (hostform: a single-label host is a legal reg-name, and the row tests which of two endpoint options the parser keeps.)
			opts:     []option{endpointOpt("someendpoint2"), urlOpt("https://someendpoint/somepath")}, // lookalike
			endpoint: "someendpoint",
		},
		{
			name: "Test With WithEndpointURL secure when Environment Endpoint is set insecure",
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:171 (hostform: a single-label host is a legal reg-name, and the row is one of a table varying the endpoint URL fed to the parser.)
			opts:     []option{urlOpt("https://someendpoint/somepath")}, // lookalike
			endpoint: "someendpoint",
		},
		{
			name: "Test Environment Unix Endpoint",
			env: map[string]string{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:238 (hostform: the unix scheme names a socket path and has no host, so the empty authority is right.)
				"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "unix:///tmp/otel.sock", // lookalike
			},
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:243 (hostform: the unix scheme names a socket path and has no host, so the empty authority in the expected endpoint is right.)
			endpoint: "unix:///tmp/otel.sock", // lookalike
			insecure: true,
		},
		{
			name: "Test Mixed Environment and With Endpoint",
			env: map[string]string{
				"OTEL_EXPORTER_OTLP_ENDPOINT":        "env_endpoint",
				"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "env_endpoint2",
			},
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:250 (syntax: an underscore is a legal reg-name character, and the made-up host sits in a table that varies endpoint sources on purpose.)
			opts:     []option{urlOpt("https://traces_endpoint2/somepath"), endpointOpt("traces_endpoint")}, // lookalike
			endpoint: "traces_endpoint",
		},
		{
			name: "Test Mixed Environment and With Endpoint",
			env: map[string]string{
				"OTEL_EXPORTER_OTLP_ENDPOINT":        "env_endpoint",
				"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "env_endpoint2",
			},
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:265 (syntax: an underscore is a legal reg-name character, and the made-up host sits in a table that varies endpoint sources on purpose.)
			opts:     []option{endpointOpt("traces_endpoint"), urlOpt("https://traces_endpoint2/somepath")}, // lookalike
			endpoint: "traces_endpoint2",
		},
		{
			name: "Test Environment Endpoint with HTTP scheme",
			env: map[string]string{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:278 (plainhttp: a made-up single-label host in a row that varies the scheme on purpose to test the insecure flag, not a public Internet host.)
				"OTEL_EXPORTER_OTLP_ENDPOINT": "http://env_endpoint", // lookalike
			},
			endpoint: "env_endpoint",
			insecure: true,
		},
		{
			name: "Test Environment Endpoint with HTTP scheme and leading & trailingspaces",
			env: map[string]string{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:288 (syntax: the row's name says the spaces are on purpose, to test that the endpoint parser trims them.)
				"OTEL_EXPORTER_OTLP_ENDPOINT": "      http://env_endpoint    ", // lookalike
			},
			endpoint: "env_endpoint",
			insecure: true,
		},
		{
			name: "Test Environment Endpoint with HTTPS scheme",
			env: map[string]string{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:298 (syntax: an underscore is a legal reg-name character, and the made-up host sits in a row that varies the scheme on purpose.)
				"OTEL_EXPORTER_OTLP_ENDPOINT": "https://env_endpoint", // lookalike
			},
			endpoint: "env_endpoint",
		},
		{
			name: "Test Environment Signal Specific Endpoint with uppercase scheme",
			env: map[string]string{
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:308 (schemecase: the row is named "with uppercase scheme" and tests that the endpoint parser compares schemes without regard to case.)
				"OTEL_EXPORTER_OTLP_ENDPOINT": "HTTPS://overrode_by_signal_specific", // lookalike
				// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:309 (schemecase: the row is named "with uppercase scheme" and tests that the endpoint parser compares schemes without regard to case.)
				"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "HtTp://env_traces_endpoint", // lookalike
			},
			endpoint: "env_traces_endpoint",
			insecure: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := envConfig(tt.env)
			for _, o := range tt.opts {
				cfg = o(cfg)
			}
			if cfg.Endpoint != tt.endpoint || cfg.Insecure != tt.insecure {
				t.Errorf("got %+v, want %q insecure=%v", cfg, tt.endpoint, tt.insecure)
			}
		})
	}
}

// cleanPath trims spaces and makes the path absolute; an empty path gives defaultPath.
func cleanPath(urlPath, defaultPath string) string {
	tmp := strings.TrimSpace(urlPath)
	if tmp == "" || tmp == "." {
		return defaultPath
	}
	if !path.IsAbs(tmp) {
		tmp = "/" + tmp
	}
	return tmp
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
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:753 (syntax: the trailing space is input to cleanPath, a path normaliser whose job is trimming it.)
			urlPath:     "https://env_endpoint/ ", // lookalike
			defaultPath: "DefaultTracesPath",
			// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go:756 (colonpath: the expected output of cleanPath starts with a slash, so it is an absolute path and not a relative one whose first segment reads as a scheme.)
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
