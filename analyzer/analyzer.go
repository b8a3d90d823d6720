// Package analyzer is urilint's suite: its checks in a fixed order with
// their defaults, and the configuration that selects them and sets their
// options. The command line, the golangci-lint plugin and the docs all
// use the names defined here: a check's name is its flag, its setting key
// and its gopls "analyses" key, and an option is "-CHECK.OPTION".
package analyzer

import (
	"flag"
	"fmt"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/colonpath"
	"github.com/urilint/urilint/passes/credentials"
	"github.com/urilint/urilint/passes/dotsegment"
	"github.com/urilint/urilint/passes/hostcase"
	"github.com/urilint/urilint/passes/hostform"
	"github.com/urilint/urilint/passes/percent"
	"github.com/urilint/urilint/passes/port"
	"github.com/urilint/urilint/passes/schemecase"
	"github.com/urilint/urilint/passes/sink"
	"github.com/urilint/urilint/passes/syntax"
)

// Entry is a check of the suite.
type Entry struct {
	Check *checkutil.Check
	// New returns a new analyzer for the check, with its own flags.
	New func() *analysis.Analyzer
}

// Default reports whether the check runs unless it is disabled.
func (e Entry) Default() bool { return !e.Check.Doc.NonDefault }

// registry lists the checks in the order they run and are documented:
// from the grammar, through what sinks need, to form and security.
var registry = []Entry{
	{syntax.Check, syntax.New},
	{sink.Check, sink.New},
	{colonpath.Check, colonpath.New},
	{schemecase.Check, schemecase.New},
	{hostcase.Check, hostcase.New},
	{hostform.Check, hostform.New},
	{port.Check, port.New},
	{credentials.Check, credentials.New},
	{percent.Check, percent.New},
	{dotsegment.Check, dotsegment.New},
}

// Checks returns the checks of the suite, in order.
func Checks() []Entry { return slices.Clone(registry) }

// Lookup returns the check called name.
func Lookup(name string) (Entry, bool) {
	for _, e := range registry {
		if e.Check.Name == name {
			return e, true
		}
	}
	return Entry{}, false
}

// Names returns the names of the checks, in order.
func Names() []string {
	names := make([]string, len(registry))
	for i, e := range registry {
		names[i] = e.Check.Name
	}
	return names
}

// Config selects checks and sets their options. Its fields are the
// settings of the golangci-lint plugin, under the same names.
type Config struct {
	// EnableAll runs every check, DisableAll none; Enable and Disable
	// then add and remove checks by name.
	EnableAll  bool     `json:"enable-all"`
	DisableAll bool     `json:"disable-all"`
	Enable     []string `json:"enable"`
	Disable    []string `json:"disable"`
	// Options sets options of checks: check name, then option name, to a
	// value as its flag would take it (-CHECK.OPTION=VALUE).
	Options map[string]map[string]any `json:"options"`
}

// New returns new analyzers for the checks cfg selects, with their options
// set. It fails on an unknown check or option, or a bad option value, so
// that a typo in a configuration does not pass silently.
func New(cfg Config) ([]*analysis.Analyzer, error) {
	if cfg.EnableAll && cfg.DisableAll {
		return nil, fmt.Errorf("urilint: enable-all and disable-all are both set")
	}
	on := make(map[string]bool)
	for _, e := range registry {
		on[e.Check.Name] = !cfg.DisableAll && (cfg.EnableAll || e.Default())
	}
	for _, name := range cfg.Enable {
		if _, ok := on[name]; !ok {
			return nil, unknownCheck(name)
		}
		on[name] = true
	}
	for _, name := range cfg.Disable {
		if _, ok := on[name]; !ok {
			return nil, unknownCheck(name)
		}
		on[name] = false
	}
	for name := range cfg.Options {
		if _, ok := on[name]; !ok {
			return nil, unknownCheck(name)
		}
	}
	var out []*analysis.Analyzer
	for _, e := range registry {
		a := e.New()
		if err := setOptions(a, cfg.Options[e.Check.Name]); err != nil {
			return nil, err
		}
		if on[e.Check.Name] {
			out = append(out, a)
		}
	}
	return out, nil
}

func unknownCheck(name string) error {
	return fmt.Errorf("urilint: unknown check %q (known: %s)", name, strings.Join(Names(), ", "))
}

func setOptions(a *analysis.Analyzer, opts map[string]any) error {
	names := make([]string, 0, len(opts))
	for name := range opts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if a.Flags.Lookup(name) == nil {
			var known []string
			a.Flags.VisitAll(func(f *flag.Flag) { known = append(known, f.Name) })
			if len(known) == 0 {
				return fmt.Errorf("urilint: check %s has no options, not even %q", a.Name, name)
			}
			return fmt.Errorf("urilint: unknown option %q of check %s (known: %s)", name, a.Name, strings.Join(known, ", "))
		}
		if err := a.Flags.Set(name, fmt.Sprint(opts[name])); err != nil {
			return fmt.Errorf("urilint: option %s.%s: %w", a.Name, name, err)
		}
	}
	return nil
}
