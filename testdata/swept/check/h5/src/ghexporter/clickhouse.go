package ghexporter

import (
	"fmt"
	"net/url"
)

// ClientConfig is the ClickHouse client section of the recorder config.
type ClientConfig struct {
	Host     string
	Port     string
	Database string
	User     string
	Password string
}

// Source: github.com/cluttrdev/gitlab-exporter/recorders/clickhouse/internal/clickhouse/migrate.go:99 (migration DSN: url.URL Host from Sprintf("%s:%s") of the configured host and port)
func migrationDSN(cfg ClientConfig) string {
	q := url.Values{}
	q.Set("x-multi-statement", "true")
	dsn := url.URL{
		Scheme:   "clickhouse",
		Host:     fmt.Sprintf("%s:%s", cfg.Host, cfg.Port), // defect hostjoin
		Path:     cfg.Database,
		User:     url.UserPassword(cfg.User, cfg.Password), // lookalike
		RawQuery: q.Encode(),
	}
	return dsn.String()
}

// Source: github.com/cluttrdev/gitlab-exporter/recorders/clickhouse/tests/integration/conftest/conftest.go:90 (wait strategy DSN for a test container with the password written into the URI)
func waitDSN(host, port string) string {
	return fmt.Sprintf("clickhouse://default:ClickHouse@%s:%s", host, port) // defect credentials
}

// Source: github.com/cluttrdev/gitlab-exporter/exporter/cmd/run.go:312 (gRPC client target on a unix socket)
func recorderTarget(socketPath string) string {
	return "unix://" + socketPath // lookalike
}
