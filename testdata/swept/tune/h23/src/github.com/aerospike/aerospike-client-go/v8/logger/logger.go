// Package logger is a minimal stub of github.com/aerospike/aerospike-client-go/v8/logger.
package logger

type logger struct{}

// Warn logs a warning.
func (l *logger) Warn(format string, v ...interface{}) {}

// Logger is the client's logger.
var Logger = &logger{}
