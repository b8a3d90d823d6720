package analyzer

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/passes/sites"
)

// Flags defines on fs the flags that configure the checks, the same for
// the command, the go command's tool protocol and gopls: -checks LIST,
// -NAME to turn a check on or off, -NAME.OPTION for each option of a
// check, and -sinks LIST. The function returned makes the Config of the
// flags set once fs is parsed: -checks sets the starting set, and -NAME
// flags have the last word.
func Flags(fs *flag.FlagSet) func() (Config, error) {
	checks := fs.String("checks", "default", "comma-separated `list` of checks: default, all, none, NAME, -NAME")
	var sinks []string
	fs.Func(sites.SinksFlag, sites.SinksUsage, func(list string) error {
		sinks = append(sinks, list)
		return nil
	})
	for _, c := range registry {
		fs.Bool(c.Name, c.Default(), "enable the "+c.Name+" check: "+c.Doc.Title)
		c.Analyzer().Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, c.Name+"."+f.Name, f.Usage)
		})
	}
	return func() (Config, error) {
		cfg := Config{Sinks: sinks}
		if err := cfg.Select(*checks); err != nil {
			return Config{}, fmt.Errorf("-checks: %w", err)
		}
		fs.Visit(func(f *flag.Flag) {
			if _, ok := Lookup(f.Name); ok {
				cfg.Turn(f.Name, f.Value.String() == "true")
				return
			}
			if check, option, ok := strings.Cut(f.Name, "."); ok {
				if _, ok := Lookup(check); !ok {
					return
				}
				if cfg.Options == nil {
					cfg.Options = make(map[string]map[string]any)
				}
				if cfg.Options[check] == nil {
					cfg.Options[check] = make(map[string]any)
				}
				cfg.Options[check][option] = f.Value.String()
			}
		})
		return cfg, nil
	}
}

// ParseFlags returns the Config of args, flags that Flags defines.
func ParseFlags(args []string) (Config, error) {
	fs := flag.NewFlagSet("urilint", flag.ContinueOnError)
	var discard strings.Builder
	fs.SetOutput(&discard)
	config := Flags(fs)
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	if fs.NArg() > 0 {
		return Config{}, fmt.Errorf("not a flag: %q", fs.Arg(0))
	}
	return config()
}

// GoplsFlagsEnv names the environment variable whose flags, as Flags
// defines them, configure the checks in gopls: gopls passes analyzers no
// settings of their own but "analyses", which turns them on and off.
const GoplsFlagsEnv = "URILINT_FLAGS"

// GoplsAnalyzer is an analyzer that gopls registers, and whether it runs
// unless the "analyses" setting says otherwise.
type GoplsAnalyzer struct {
	Analyzer *analysis.Analyzer
	Default  bool
}

// Gopls returns the analyzers the urilint build of gopls registers, with
// the flags of $URILINT_FLAGS. Bad flags are said once on stderr, and
// every check then fails with the same error, so that the editor's log
// shows it on every package rather than the checks running unconfigured.
func Gopls() []GoplsAnalyzer {
	var out []GoplsAnalyzer
	cfg, err := ParseFlags(strings.Fields(os.Getenv(GoplsFlagsEnv)))
	var s *Suite
	if err == nil {
		s, err = NewSuite(cfg)
	}
	if err != nil {
		err = fmt.Errorf("urilint: $%s: %w", GoplsFlagsEnv, err)
		fmt.Fprintln(os.Stderr, err)
		for _, c := range registry {
			out = append(out, GoplsAnalyzer{&analysis.Analyzer{
				Name: c.Name,
				Doc:  c.Name + ": " + c.Doc.Title,
				Run:  func(*analysis.Pass) (any, error) { return nil, err },
			}, c.Default()})
		}
		return out
	}
	for _, a := range s.All() {
		out = append(out, GoplsAnalyzer{a, s.On(a)})
	}
	return out
}
