package sites_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/sites"
)

func TestZZDump(t *testing.T) {
	dir := os.Getenv("DUMPDIR")
	if dir == "" {
		t.Skip()
	}
	file := os.Getenv("DUMPFILE")
	finder := sites.NewAnalyzer()
	a := &analysis.Analyzer{
		Name: "dump", Doc: "dump",
		Requires: []*analysis.Analyzer{finder},
		Run: func(pass *analysis.Pass) (any, error) {
			res := pass.ResultOf[finder].(*sites.Result)
			for _, s := range res.Sites {
				text := s.Value.Text()
				pos, _ := s.Value.Pos(0, len(text))
				p := pass.Fset.Position(pos)
				if file != "" && !strings.HasSuffix(p.Filename, file) {
					continue
				}
				fmt.Fprintf(os.Stderr, "%s:%d %s %s %q ev=%v fix=%q\n", filepath.Base(p.Filename), p.Line, s.Kind(), s.SinkName(), text, s.Evidence, s.Fixture)
			}
			for _, b := range res.Builds() {
				p := pass.Fset.Position(b.Expr.Pos())
				if file != "" && !strings.HasSuffix(p.Filename, file) {
					continue
				}
				fmt.Fprintf(os.Stderr, "BUILD %s:%d kind=%v %q sent=%v tail=%v test=%v fix=%q\n", filepath.Base(p.Filename), p.Line, b.Kind, b.Value.Text(), b.Sent, b.Tail, b.InTest, b.Fixture)
			}
			return nil, nil
		},
	}
	analysistest.Run(&testing.T{}, dir, a, os.Getenv("DUMPPKG"))
}
