// Package log stands in for github.com/writeas/web-core/log: only what
// the cases call.
package log

import stdlog "log"

// Info logs a formatted message.
func Info(s string, v ...interface{}) { stdlog.Printf(s, v...) }

// Error logs a formatted error message.
func Error(s string, v ...interface{}) { stdlog.Printf(s, v...) }
