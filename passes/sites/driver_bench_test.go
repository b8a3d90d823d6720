package sites_test

import (
	"flag"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/passes/sites"
)

var driverPkgs = flag.String("driver.pkgs", "net/...", "packages that BenchmarkDriver loads and analyzes")

// BenchmarkDriver measures what the sites pass adds to a whole driver run:
// loading, type-checking and analyzing the packages of -driver.pkgs (and
// their dependencies, for facts) with a no-op analyzer, then with one that
// asks for the sites. With -count N the two alternate, so both see the
// same cache state; compare them with benchstat.
func BenchmarkDriver(b *testing.B) {
	noop := func(*analysis.Pass) (any, error) { return nil, nil }
	for _, a := range []*analysis.Analyzer{
		{Name: "noop", Doc: "do nothing", Run: noop},
		{Name: "sites", Doc: "ask for the sites", Run: noop, Requires: []*analysis.Analyzer{sites.NewAnalyzer()}},
	} {
		b.Run(a.Name, func(b *testing.B) {
			for b.Loop() {
				cfg := &packages.Config{Mode: packages.LoadAllSyntax, Tests: false}
				pkgs, err := packages.Load(cfg, *driverPkgs)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
