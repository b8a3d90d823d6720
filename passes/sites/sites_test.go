package sites_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/sites"
)

// reporter turns every site into a diagnostic at its first byte, so that
// analysistest's "// want" comments can say which strings are sites:
//
//	role sink "text"
var reporter = &analysis.Analyzer{
	Name:     "sitereporter",
	Doc:      "report every URI site",
	Requires: []*analysis.Analyzer{sites.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[sites.Analyzer].(*sites.Result)
		for _, s := range res.Sites {
			text := s.Value.Text()
			role := s.Role.String()
			if s.Role == sites.RoleComponent {
				role += "(" + s.Component.String() + ")"
			}
			pos, end := s.Value.Pos(0, len(text))
			pass.Report(analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf("%s %s %q", role, s.SinkName(), text)})
		}
		return nil, nil
	},
}

func TestSites(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), reporter,
		"direct", "flow", "fields", "shape", "valid", "thirdparty", "wrapperuser")
}

// TestOffsets checks that every byte of a site maps to its exact column,
// whatever escapes and concatenations the literals use. In package
// offsets, each site's text holds one 'Z', which the source writes as a
// plain Z too.
func TestOffsets(t *testing.T) {
	marker := &analysis.Analyzer{
		Name:     "marker",
		Doc:      "report the position of Z in every site",
		Requires: []*analysis.Analyzer{sites.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			for _, s := range pass.ResultOf[sites.Analyzer].(*sites.Result).Sites {
				i := strings.IndexByte(s.Value.Text(), 'Z')
				if i < 0 {
					continue
				}
				pos, end := s.Value.Pos(i, i+1)
				pass.Report(analysis.Diagnostic{Pos: pos, End: end, Message: "Z"})
			}
			return nil, nil
		},
	}
	results := analysistest.Run(t, analysistest.TestData(), marker, "offsets")
	n := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			n++
			p, e := r.Pass.Fset.Position(d.Pos), r.Pass.Fset.Position(d.End)
			src, err := os.ReadFile(p.Filename)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(src[p.Offset:e.Offset]); got != "Z" {
				line := strings.Split(string(src), "\n")[p.Line-1]
				t.Errorf("%s: site byte maps to %q, want \"Z\"\n\t%s", p, got, line)
			}
		}
	}
	if n < 8 {
		t.Errorf("found %d markers, want at least 8", n)
	}
}

// TestFactGob checks that facts survive the gob encoding that drivers
// (unitchecker, nogo) use to pass them between packages.
func TestFactGob(t *testing.T) {
	in := &sites.SinkFact{Params: []sites.Param{{Index: 1, Name: "u", Role: sites.RoleAbsolute, Sink: "net/http.Get", Via: []string{"c.Fetch"}, Schemes: []string{"http", "https"}}}}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(in); err != nil {
		t.Fatal(err)
	}
	out := new(sites.SinkFact)
	if err := gob.NewDecoder(&buf).Decode(out); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(in, out) {
		t.Errorf("gob round trip: got %+v, want %+v", out, in)
	}
}

func TestSinkPkgs(t *testing.T) {
	for _, path := range []string{"net/url", "net/http", "net/http/httptest", "github.com/gorilla/websocket", "google.golang.org/grpc", "github.com/nats-io/nats.go"} {
		if !sites.SinkPkgs()[path] {
			t.Errorf("sinkPkgs lacks %q", path)
		}
	}
}
