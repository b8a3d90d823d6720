package chexporter

import (
	"errors"
	"testing"
)

// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:30 (sink: a clickhouse-scheme DSN given to url.Parse and the ClickHouse driver, which both accept that scheme)
const defaultEndpoint = "clickhouse://127.0.0.1:9000" // lookalike

func TestBuildDSN(t *testing.T) {
	tests := []struct {
		name     string
		endpoint string
		username string
		password string
		want     string
		wantErr  error
	}{
		{
			name:     "valid default config",
			endpoint: defaultEndpoint,
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:332 (percent: uniform sample of 11 of 22 template rows; the escaped slash in a query value is a reserved character in uppercase hex, canonical)
			want: "clickhouse://127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=lz4", // lookalike
		},
		{
			name:     "prefers database name from config over from DSN",
			endpoint: defaultEndpoint,
			username: "foo",
			password: "bar",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:356 (credentials: rule 1, the expected value of the DSN builder carries a constant password in the userinfo and no rule 2 marker applies)
			want: "clickhouse://foo:bar@127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=lz4", // defect credentials
		},
		{
			name: "use database name from DSN if not set in config",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:361 (credentials: rule 1, an endpoint the test configures with a constant password in the userinfo)
			endpoint: "clickhouse://foo:bar@127.0.0.1:9000/otel", // defect credentials
			username: "foo",
			password: "bar",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:369 (credentials: rule 1, the expected value of the DSN builder carries a constant password in the userinfo)
			want: "clickhouse://foo:bar@127.0.0.1:9000/otel?async_insert=true&client_info_product=otelcol%2Ftest&compress=lz4", // defect credentials
		},
		{
			name: "invalid config",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:374 (colonpath: rule 2a and 2b, the row is named invalid config and expects errConfigInvalidEndpoint)
			endpoint: "127.0.0.1:9000", // lookalike
			wantErr:  errConfigInvalidEndpoint,
		},
		{
			name: "Auto enable TLS connection based on scheme",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:384 (port: https on port 9000 is an explicit non-default port, right as written)
			endpoint: "https://127.0.0.1:9000", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:389 (percent: uniform sample of 11 of 22 template rows; uppercase escape of a reserved slash is canonical)
			want: "https://127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=lz4&secure=true", // lookalike
		},
		{
			name: "Parse clickhouse settings",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:404 (port: https with an explicit non-default port and plain query settings, right as written)
			endpoint: "https://127.0.0.1:9000?secure=true&dial_timeout=30s&compress=br", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:411 (percent: uniform sample of 11 of 22 template rows; uppercase escape of a reserved slash is canonical)
			want: "https://127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=br&dial_timeout=30s&secure=true", // lookalike
		},
		{
			name: "support replace database in DSN with config to override database",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:427 (sink: a tcp-scheme DSN that the ClickHouse driver accepts, not an HTTP fetch)
			endpoint: "tcp://127.0.0.1:9000/otel", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:433 (percent: uniform sample of 11 of 22 template rows; uppercase escape of a reserved slash is canonical)
			want: "tcp://127.0.0.1:9000/otel?async_insert=true&client_info_product=otelcol%2Ftest&compress=lz4", // lookalike
		},
		{
			name: "when config option is missing, preserve async_insert true in DSN",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:445 (sink: a tcp-scheme DSN that the ClickHouse driver accepts)
			endpoint: "tcp://127.0.0.1:9000?async_insert=true", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:447 (percent: uniform sample of 11 of 22 template rows; uppercase escape of a reserved slash is canonical)
			want: "tcp://127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=lz4", // lookalike
		},
		{
			name: "ignore config option when async_insert is present in connection params as true",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:462 (sink: a tcp-scheme DSN that the ClickHouse driver accepts)
			endpoint: "tcp://127.0.0.1:9000?async_insert=false", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:467 (percent: uniform sample of 11 of 22 template rows; uppercase escape of a reserved slash is canonical)
			want: "tcp://127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=lz4", // lookalike
		},
		{
			name: "use async_insert true config option when it is not present in DSN",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:481 (sink: a tcp-scheme DSN that the ClickHouse driver accepts)
			endpoint: "tcp://127.0.0.1:9000", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:485 (percent: uniform sample of 11 of 22 template rows; uppercase escape of a reserved slash is canonical)
			want: "tcp://127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=lz4", // lookalike
		},
		{
			name: "set async_insert to true when not present in config or DSN",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:499 (sink: a tcp-scheme DSN that the ClickHouse driver accepts)
			endpoint: "tcp://127.0.0.1:9000", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:502 (percent: uniform sample of 11 of 22 template rows; uppercase escape of a reserved slash is canonical)
			want: "tcp://127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=lz4", // lookalike
		},
		{
			name: "use compress br config option when it is not present in DSN",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:517 (sink: a tcp-scheme DSN that the ClickHouse driver accepts)
			endpoint: "tcp://127.0.0.1:9000", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:521 (percent: uniform sample of 11 of 22 template rows; uppercase escape of a reserved slash is canonical)
			want: "tcp://127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=br", // lookalike
		},
		{
			name: "connection_params takes priority over endpoint and compress option.",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:534 (sink: a tcp-scheme DSN that the ClickHouse driver accepts)
			endpoint: "tcp://127.0.0.1:9000?compress=none", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:538 (percent: uniform sample of 11 of 22 template rows; uppercase escape of a reserved slash is canonical)
			want: "tcp://127.0.0.1:9000?async_insert=true&client_info_product=otelcol%2Ftest&compress=br", // lookalike
		},
		{
			name: "correctly append default product info when value is included in DSN",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:551 (percent: uniform sample of 11 of 22 template rows; an escaped slash in a query value is reserved and uppercase, canonical)
			endpoint: "tcp://127.0.0.1:9000?client_info_product=customProductInfo%2Fv1.2.3", // lookalike
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:554 (percent: escaped slash and comma are reserved characters in uppercase hex, canonical)
			want: "tcp://127.0.0.1:9000?async_insert=true&client_info_product=customProductInfo%2Fv1.2.3%2Cotelcol%2Ftest&compress=lz4", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := &Config{Endpoint: tt.endpoint, Username: tt.username, Password: tt.password, collectorVersion: "test"}
			dsn, err := cfg.buildDSN()
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("err = %v", err)
				}
				return
			}
			if dsn != tt.want {
				t.Errorf("buildDSN() = %q, want %q", dsn, tt.want)
			}
		})
	}
}

func (cfg *Config) buildClickHouseOptions(caFile string) error {
	if _, err := cfg.buildDSN(); err != nil {
		return err
	}
	if caFile != "" {
		return errors.New("failed to load TLS config")
	}
	return nil
}

func TestBuildClickHouseOptionsWithCAFileOnly(t *testing.T) {
	cfg := &Config{}
	// Use a valid DSN to ensure parsing succeeds before TLS setup.
	// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:911 (credentials: rule 1, a DSN the test configures and calls valid, with a constant password; the expected error is for the CA file, not the URI)
	cfg.Endpoint = "clickhouse://default:password@localhost:9000/default?secure=true" // defect credentials
	if err := cfg.buildClickHouseOptions("ca.pem"); err == nil {
		t.Fatal("expected error due to invalid CA file")
	}
}

func TestBuildClickHouseOptionsConnectionPoolSize(t *testing.T) {
	tests := []struct {
		name     string
		endpoint string
	}{
		{name: "default queue", endpoint: defaultEndpoint},
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/config_test.go:970 (escaper: a constant query appended to a constant endpoint needs no escaping)
		{name: "endpoint overrides", endpoint: defaultEndpoint + "?max_open_conns=3&max_idle_conns=2"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := &Config{Endpoint: tt.endpoint}
			if err := cfg.buildClickHouseOptions(""); err != nil {
				t.Fatal(err)
			}
		})
	}
}
