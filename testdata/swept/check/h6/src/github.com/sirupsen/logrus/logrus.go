// Package logrus stands in for github.com/sirupsen/logrus: only what the
// cases call.
package logrus

import stdlog "log"

// Entry is a log entry with fields.
type Entry struct {
	Data map[string]interface{}
}

// WithField adds a field to the entry.
func (e *Entry) WithField(key string, value interface{}) *Entry {
	d := map[string]interface{}{key: value}
	for k, v := range e.Data {
		d[k] = v
	}
	return &Entry{Data: d}
}

// Info logs at info level.
func (e *Entry) Info(args ...interface{}) { stdlog.Print(args...) }

// NewEntry returns an empty entry.
func NewEntry() *Entry { return &Entry{Data: map[string]interface{}{}} }

// Info logs at info level.
func Info(args ...interface{}) { stdlog.Print(args...) }

// Infof logs a formatted message at info level.
func Infof(format string, args ...interface{}) { stdlog.Printf(format, args...) }

// Warnf logs a formatted message at warning level.
func Warnf(format string, args ...interface{}) { stdlog.Printf(format, args...) }

// Errorf logs a formatted message at error level.
func Errorf(format string, args ...interface{}) { stdlog.Printf(format, args...) }
