// Package logrus is a minimal stub.
package logrus

// Info logs at level info.
func Info(args ...interface{}) {}

// Warnf logs at level warn.
func Warnf(format string, args ...interface{}) {}
