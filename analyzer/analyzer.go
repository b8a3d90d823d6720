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

	"github.com/urilint/urilint/passes/baseslash"
	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/colonpath"
	"github.com/urilint/urilint/passes/credentials"
	"github.com/urilint/urilint/passes/dotsegment"
	"github.com/urilint/urilint/passes/escaper"
	"github.com/urilint/urilint/passes/hostcase"
	"github.com/urilint/urilint/passes/hostform"
	"github.com/urilint/urilint/passes/hostjoin"
	"github.com/urilint/urilint/passes/lintignore"
	"github.com/urilint/urilint/passes/pathjoin"
	"github.com/urilint/urilint/passes/percent"
	"github.com/urilint/urilint/passes/plainhttp"
	"github.com/urilint/urilint/passes/port"
	"github.com/urilint/urilint/passes/schemecase"
	"github.com/urilint/urilint/passes/sink"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/passes/syntax"
)

// registry lists the checks in the order they run and are documented:
// from the grammar, through what sinks need, to form and security, and
// last the directives that silence them.
var registry = []*checkutil.Check{
	syntax.Check,
	sink.Check,
	colonpath.Check,
	schemecase.Check,
	hostcase.Check,
	hostform.Check,
	port.Check,
	credentials.Check,
	percent.Check,
	dotsegment.Check,
	pathjoin.Check,
	baseslash.Check,
	escaper.Check,
	hostjoin.Check,
	plainhttp.Check,
	lintignore.Check,
}

// Checks returns the checks of the suite, in order.
func Checks() []*checkutil.Check { return slices.Clone(registry) }

// Lookup returns the check called name.
func Lookup(name string) (*checkutil.Check, bool) {
	for _, c := range registry {
		if c.Name == name {
			return c, true
		}
	}
	return nil, false
}

// Names returns the names of the checks, in order.
func Names() []string {
	names := make([]string, len(registry))
	for i, c := range registry {
		names[i] = c.Name
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
	// Sinks declares the project's functions, methods and struct fields
	// that take a URI, for what the checks cannot learn from the code:
	// entries of the command's -sinks flag, as sites.DeclaredSinks
	// describes them, one or more (comma-separated) a string.
	Sinks []string `json:"sinks"`
}

// New returns new analyzers for the checks cfg selects, with their options
// set. It fails on an unknown check or option, or a bad option value, so
// that a typo in a configuration does not pass silently.
func New(cfg Config) ([]*analysis.Analyzer, error) {
	s, err := NewSuite(cfg)
	if err != nil {
		return nil, err
	}
	return s.Selected(), nil
}

// A Suite is the analyzers of every check, made from one configuration on
// one site finder of their own, and which of them the configuration
// selects. A driver that turns checks on and off itself (gopls, the go
// command's tool protocol) takes them all; one that does not takes the
// selected ones.
type Suite struct {
	finder *analysis.Analyzer
	all    []*analysis.Analyzer // in registry order
	on     map[*analysis.Analyzer]bool
}

// NewSuite is New, for a driver that needs all the checks or the sites.
func NewSuite(cfg Config) (*Suite, error) {
	if cfg.EnableAll && cfg.DisableAll {
		return nil, fmt.Errorf("enable-all and disable-all are both set")
	}
	on := make(map[string]bool)
	for _, c := range registry {
		on[c.Name] = !cfg.DisableAll && (cfg.EnableAll || c.Default())
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
	s := &Suite{finder: sites.NewAnalyzer(), on: make(map[*analysis.Analyzer]bool)}
	for _, list := range cfg.Sinks {
		if err := s.finder.Flags.Set(sites.SinksFlag, list); err != nil {
			return nil, fmt.Errorf("-%s: %w", sites.SinksFlag, err)
		}
	}
	for _, c := range registry {
		a := c.AnalyzerOn(s.finder)
		if err := setOptions(a, cfg.Options[c.Name]); err != nil {
			return nil, err
		}
		s.all = append(s.all, a)
		s.on[a] = on[c.Name]
	}
	return s, nil
}

// All returns the analyzers of every check, in order.
func (s *Suite) All() []*analysis.Analyzer { return slices.Clone(s.all) }

// Selected returns the analyzers of the checks the configuration selects.
func (s *Suite) Selected() []*analysis.Analyzer {
	return slices.DeleteFunc(s.All(), func(a *analysis.Analyzer) bool { return !s.on[a] })
}

// On reports whether the configuration selects the analyzer a.
func (s *Suite) On(a *analysis.Analyzer) bool { return s.on[a] }

// Finder returns the site finder that the analyzers require.
func (s *Suite) Finder() *analysis.Analyzer { return s.finder }

// Sites returns the sites of the package of a pass of one of the suite's
// analyzers, or nil for the pass of another analyzer.
func (s *Suite) Sites(pass *analysis.Pass) *sites.Result {
	res, _ := pass.ResultOf[s.finder].(*sites.Result)
	return res
}

// Select applies a list of checks, as the command's -checks flag takes
// it, to cfg: "default", "all" and "none" start from a set, "NAME" adds a
// check and "-NAME" removes one. A list that starts with a name starts
// from none: "-checks=port" runs the port check alone.
func (cfg *Config) Select(list string) error {
	cfg.EnableAll, cfg.DisableAll, cfg.Enable, cfg.Disable = false, true, nil, nil
	for item := range strings.SplitSeq(list, ",") {
		switch item = strings.TrimSpace(item); item {
		case "":
		case "default", "all", "none":
			cfg.EnableAll, cfg.DisableAll, cfg.Enable, cfg.Disable = item == "all", item == "none", nil, nil
		default:
			name, remove := strings.CutPrefix(item, "-")
			if _, ok := Lookup(name); !ok {
				return unknownCheck(name)
			}
			cfg.Turn(name, !remove)
		}
	}
	return nil
}

// Turn turns the check called name on or off, whatever cfg said of it.
func (cfg *Config) Turn(name string, on bool) {
	other := func(s string) bool { return s == name }
	cfg.Enable, cfg.Disable = slices.DeleteFunc(cfg.Enable, other), slices.DeleteFunc(cfg.Disable, other)
	if on {
		cfg.Enable = append(cfg.Enable, name)
	} else {
		cfg.Disable = append(cfg.Disable, name)
	}
}

func unknownCheck(name string) error {
	return fmt.Errorf("unknown check %q (known: %s)", name, strings.Join(Names(), ", "))
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
				return fmt.Errorf("check %s has no options, not even %q", a.Name, name)
			}
			return fmt.Errorf("unknown option %q of check %s (known: %s)", name, a.Name, strings.Join(known, ", "))
		}
		if err := a.Flags.Set(name, fmt.Sprint(opts[name])); err != nil {
			return fmt.Errorf("option %s.%s: %w", a.Name, name, err)
		}
	}
	return nil
}
