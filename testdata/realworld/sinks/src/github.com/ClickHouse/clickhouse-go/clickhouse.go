// Package clickhouse is a stub of github.com/ClickHouse/clickhouse-go.
package clickhouse

type Driver struct{}
