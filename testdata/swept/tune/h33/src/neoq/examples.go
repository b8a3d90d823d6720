// Package neoq holds cases rewritten from github.com/acaloiaro/neoq.
package neoq

// ConfigOption mirrors neoq's backend option type.
type ConfigOption func(cfg *Config)

// Config holds the backend settings.
type Config struct {
	ConnectionString string
}

// WithConnectionString mirrors postgres.WithConnectionString: the backend connects to this URL.
func WithConnectionString(connectionString string) ConfigOption {
	return func(cfg *Config) { cfg.ConnectionString = connectionString }
}

// New mirrors neoq.New.
func New(opts ...ConfigOption) *Config {
	cfg := &Config{}
	for _, opt := range opts {
		opt(cfg)
	}
	return cfg
}

func addFuturePostgresJob() *Config {
	return New(
		// Source: github.com/acaloiaro/neoq/examples/add_future_postgres_job/main.go:18 (credentials: example program code connects with a constant password in the connection URI; code, not documentation text.)
		WithConnectionString("postgres://postgres:postgres@127.0.0.1:5432/neoq?sslmode=disable"), // defect credentials
	)
}

func addPostgresJob() *Config {
	return New(
		// Source: github.com/acaloiaro/neoq/examples/add_postgres_job/main.go:18 (credentials: example program code connects with a constant password in the connection URI; code, not documentation text.)
		WithConnectionString("postgres://postgres:postgres@127.0.0.1:5432/neoq?sslmode=disable"), // defect credentials
	)
}

func startProcessingJobs() *Config {
	// Source: github.com/acaloiaro/neoq/examples/start_processing_jobs/main.go:18 (credentials: example program code connects with a constant password in the connection URI; code, not documentation text.)
	return New(WithConnectionString("postgres://postgres:postgres@127.0.0.1:5432/neoq")) // defect credentials
}
