// Package logger is a minimal stub of gorm.io/gorm/logger.
package logger

import "context"

// Interface is gorm's logger.
type Interface interface {
	Warn(ctx context.Context, msg string, data ...interface{})
}

type nop struct{}

func (nop) Warn(ctx context.Context, msg string, data ...interface{}) {}

// Default is the default logger.
var Default Interface = nop{}
