// Package logrus is a stand-in for the logger of github.com/sirupsen/logrus.
package logrus

import "fmt"

// Fields are structured log fields.
type Fields map[string]any

// Entry is a logger with fields.
type Entry struct{ Data Fields }

// WithField returns an entry with one field.
func WithField(k string, v any) *Entry { return &Entry{Data: Fields{k: v}} }

// Debugf logs at debug level.
func (e *Entry) Debugf(format string, args ...any) { _ = fmt.Sprintf(format, args...) }

// Infof logs at info level.
func (e *Entry) Infof(format string, args ...any) { _ = fmt.Sprintf(format, args...) }

// Info logs at info level.
func Info(args ...any) { _ = fmt.Sprint(args...) }

// Infof logs at info level.
func Infof(format string, args ...any) { _ = fmt.Sprintf(format, args...) }

// Warn logs at warning level.
func Warn(args ...any) { _ = fmt.Sprint(args...) }

// Warnf logs at warning level.
func Warnf(format string, args ...any) { _ = fmt.Sprintf(format, args...) }

// Debugf logs at debug level.
func Debugf(format string, args ...any) { _ = fmt.Sprintf(format, args...) }

// Errorf logs at error level.
func Errorf(format string, args ...any) { _ = fmt.Sprintf(format, args...) }
