package goshopify

import (
	"fmt"
	"io"
	"os"
)

// Log levels.
const (
	LevelError = iota + 1
	LevelWarn
	LevelInfo
	LevelDebug
)

// LeveledLoggerInterface provides a basic leveled logging interface.
type LeveledLoggerInterface interface {
	Debugf(format string, v ...interface{})
	Errorf(format string, v ...interface{})
}

// LeveledLogger prints warnings and errors to os.Stderr and other messages to os.Stdout.
type LeveledLogger struct {
	Level int

	stderrOverride io.Writer
	stdoutOverride io.Writer
}

// Debugf logs a debug message using Printf conventions.
func (l *LeveledLogger) Debugf(format string, v ...interface{}) {
	if l.Level >= LevelDebug {
		fmt.Fprintf(l.stdout(), "[DEBUG] "+format+"\n", v...)
	}
}

// Errorf logs an error message using Printf conventions.
func (l *LeveledLogger) Errorf(format string, v ...interface{}) {
	if l.Level >= LevelError {
		fmt.Fprintf(l.stderr(), "[ERROR] "+format+"\n", v...)
	}
}

func (l *LeveledLogger) stderr() io.Writer {
	if l.stderrOverride != nil {
		return l.stderrOverride
	}
	return os.Stderr
}

func (l *LeveledLogger) stdout() io.Writer {
	if l.stdoutOverride != nil {
		return l.stdoutOverride
	}
	return os.Stdout
}
