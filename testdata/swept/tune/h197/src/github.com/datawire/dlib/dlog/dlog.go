// Package dlog is a stub of github.com/datawire/dlib/dlog, a context logger.
package dlog

import (
	"context"
	"fmt"
)

// Info logs its arguments.
func Info(ctx context.Context, args ...interface{}) { fmt.Println(args...) }

// Infof logs a formatted message.
func Infof(ctx context.Context, format string, args ...interface{}) { fmt.Printf(format+"\n", args...) }

// Debugf logs a formatted message.
func Debugf(ctx context.Context, format string, args ...interface{}) {
	fmt.Printf(format+"\n", args...)
}

// Error logs its arguments.
func Error(ctx context.Context, args ...interface{}) { fmt.Println(args...) }

// Errorf logs a formatted message.
func Errorf(ctx context.Context, format string, args ...interface{}) {
	fmt.Printf(format+"\n", args...)
}
