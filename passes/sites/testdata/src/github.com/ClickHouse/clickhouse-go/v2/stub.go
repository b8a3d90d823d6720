// Package clickhouse is a stub of github.com/ClickHouse/clickhouse-go/v2, with the real signatures of the
// functions and fields that urilint's sink table names.
package clickhouse

type Options struct {
	Addr []string
}

func ParseDSN(dsn string) (*Options, error) { return nil, nil }
