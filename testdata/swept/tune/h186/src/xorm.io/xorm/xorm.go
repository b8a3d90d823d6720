// Package xorm is a small stand-in for xorm.io/xorm.
package xorm

// Engine is a database engine.
type Engine struct {
	DriverName     string
	DataSourceName string
}

// NewEngine opens an engine for the driver and data source name.
func NewEngine(driverName, dataSourceName string) (*Engine, error) {
	return &Engine{DriverName: driverName, DataSourceName: dataSourceName}, nil
}
