// Package sql is a minimal stub of the API the cases use.
package sql

import "context"

// SparkSession is a Spark Connect session.
type SparkSession interface {
	Read() DataFrameReader
}

// DataFrame is a distributed collection of rows.
type DataFrame interface {
	Writer() DataFrameWriter
}

// DataFrameWriter saves a DataFrame to a data source path.
type DataFrameWriter interface {
	Mode(saveMode string) DataFrameWriter
	Format(source string) DataFrameWriter
	Save(ctx context.Context, path string) error
}

// DataFrameReader loads a DataFrame from a data source path.
type DataFrameReader interface {
	Format(source string) DataFrameReader
	Load(path string) (DataFrame, error)
}
