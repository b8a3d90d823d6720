// Package golangci is urilint's golangci-lint v2 module plugin. A custom
// golangci-lint that imports it (see golangci-lint custom) has the linter
// "urilint", configured in .golangci.yml:
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
//
// The settings are analyzer.Config's fields, under the same names as the
// command's flags; an unknown key, check or option is an error.
package golangci

import (
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
		return nil, err
	}
	return &plugin{as}, nil
}

func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) { return p.analyzers, nil }

// GetLoadMode asks for type information: the sites pass follows
// constants, variables and calls by their types.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
