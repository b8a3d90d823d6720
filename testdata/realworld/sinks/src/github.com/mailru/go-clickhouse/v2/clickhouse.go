// Package clickhouse is a stub of github.com/mailru/go-clickhouse/v2.
package clickhouse
