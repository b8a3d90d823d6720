// Package devspace rewrites the cases swept from github.com/loft-sh/devspace.
package devspace

import (
	"fmt"
)

// logger stands in for github.com/loft-sh/devspace/pkg/util/log.Logger.
type logger struct{}

func (logger) Infof(format string, args ...interface{})          { _ = fmt.Sprintf(format, args...) }
func (logger) Warnf(format string, args ...interface{})          { _ = fmt.Sprintf(format, args...) }
func (logger) Donef(format string, args ...interface{})          { _ = fmt.Sprintf(format, args...) }
func (logger) Warn(args ...interface{})                          { _ = fmt.Sprint(args...) }
func (logger) Question(options *QuestionOptions) (string, error) { return options.DefaultValue, nil }

// QuestionOptions stands in for survey.QuestionOptions.
type QuestionOptions struct {
	Question     string
	DefaultValue string
	Options      []string
}

// ansiColor stands in for ansi.Color from github.com/mgutz/ansi.
func ansiColor(s, style string) string { _ = style; return s }

// PortMapping mirrors latest.PortMapping.
type PortMapping struct {
	LocalPort   *int
	RemotePort  *int
	BindAddress string
}

// OpenConfig mirrors latest.OpenConfig.
type OpenConfig struct {
	URL string
}

// ImageCache mirrors generated.ImageCache.
type ImageCache struct {
	ImageName string
	Tag       string
}
