// Package golangci is urilint's golangci-lint v2 module plugin. A custom
// golangci-lint that imports it (built by cmd/urilint-golangci, or by
// golangci-lint custom) has the linter "urilint", configured in
// .golangci.yml:
//
//	linters:
//	  enable: [urilint]
//	  settings:
//	    custom:
//	      urilint:
//	        type: module
//	        description: checks the URIs in Go code against RFC 3986
//	        settings:
//	          disable: [hostcase]
//	          options:
//	            schemecase:
//	              tests: false
//	issues:
//	  uniq-by-line: false           # show every finding of a line
//	output:
//	  formats:
//	    text:
//	      path: stdout
//	      print-issued-lines: false # the source line may hold a password
//
// The settings are analyzer.Config's fields, under the same names as the
// command's flags; an unknown key, check or option is an error.
// golangci-lint prints source lines itself: the text output unless
// print-issued-lines is false, and the json, html and junit-xml outputs
// always.
package golangci

import (
	"fmt"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/analyzer"
)

func init() {
	register.Plugin("urilint", New)
}

type plugin struct {
	analyzers []*analysis.Analyzer
}

// New decodes the settings strictly and builds the analyzers they select,
// so that golangci-lint reports a bad configuration when it starts.
func New(settings any) (register.LinterPlugin, error) {
	cfg, err := register.DecodeSettings[analyzer.Config](settings)
	if err != nil {
		return nil, err
	}
	as, err := analyzer.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("urilint: %w", err)
	}
	return &plugin{as}, nil
}

// BuildAnalyzers returns the checks with messages that do not start with
// the check's name: golangci-lint puts it there itself.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	out := make([]*analysis.Analyzer, len(p.analyzers))
	for i, a := range p.analyzers {
		out[i] = withoutNamePrefix(a)
	}
	return out, nil
}

func withoutNamePrefix(a *analysis.Analyzer) *analysis.Analyzer {
	b := *a
	prefix := a.Name + ": "
	b.Run = func(pass *analysis.Pass) (any, error) {
		report := pass.Report
		pass.Report = func(d analysis.Diagnostic) {
			d.Message = strings.TrimPrefix(d.Message, prefix)
			report(d)
		}
		return a.Run(pass)
	}
	return &b
}

// GetLoadMode asks for type information: the sites pass follows
// constants, variables and calls by their types.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
