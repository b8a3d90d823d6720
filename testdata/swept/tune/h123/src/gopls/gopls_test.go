package gopls

import (
	"context"
	"fmt"
	"go/parser"
	"go/token"
	"net"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestDiagnosticEncoding(t *testing.T) {
	diags := []*Diagnostic{
		{}, // empty
		{
			// Source: golang.org/x/tools/gopls/internal/cache/errors_test.go:62 (sink: the diagnostic's URI misses the ':' after the scheme, a working value of the encoding round-trip test that nothing marks as bad)
			URI:     "file///foo", // defect sink
			Source:  "test",
			Message: "something bad happened",
		},
		{
			// Source: golang.org/x/tools/gopls/internal/cache/errors_test.go:117 (sink: the second diagnostic's URI also lacks the ':' after the scheme, a working value and no deliberate fixture)
			URI: "file//bar", // defect sink
			// other fields tested above
		},
	}
	data := encodeDiagnostics(diags)
	diags2 := decodeDiagnostics(data)
	if !reflect.DeepEqual(diags, diags2) {
		t.Errorf("decoded diagnostics do not match")
	}
}

func TestParseCacheEviction(t *testing.T) {
	var uris []DocumentURI
	for i := 0; i < 10; i++ {
		// Source: golang.org/x/tools/gopls/internal/cache/parse_cache_test.go:199 (hostform: an empty host is the normal form of a file URI)
		uri := DocumentURI(fmt.Sprintf("file:///_%d", i)) // lookalike
		uris = append(uris, uri)
	}
	if len(uris) != 10 {
		t.Fatal("wrong count")
	}
}

func TestFixPostIncDecSemicolon(t *testing.T) {
	src := []byte("package p\nfunc f() { x++ }\n")
	// Source: golang.org/x/tools/gopls/internal/cache/parsego/parse_test.go:40 (hostform: the string is only the token file name given to the Go parser, which never reads it as a URI)
	f, err := parser.ParseFile(token.NewFileSet(), "file://foo.go", src, parser.AllErrors) // lookalike
	if err != nil || f == nil {
		t.Fatal(err)
	}
}

func TestMCPHTTP(t *testing.T) {
	l, err := net.Listen("tcp", "localhost:0")
	if err != nil {
		t.Fatal(err)
	}
	port := strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
	l.Close()
	// Source: golang.org/x/tools/gopls/internal/cmd/mcp_test.go:207 (hostjoin: the host joined to the port is the test's own constant localhost)
	addr := "localhost:" + port // lookalike
	client := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0.0.1"}, nil)
	ctx := context.Background()
	// Source: golang.org/x/tools/gopls/internal/cmd/mcp_test.go:258 (plainhttp: the plain http endpoint is the gopls MCP server the test started on localhost)
	session, err := client.Connect(ctx, &mcp.SSEClientTransport{Endpoint: "http://" + addr}, nil) // lookalike
	if err != nil {
		t.Fatalf("connecting to server: %v", err)
	}
	defer session.Close()
}

func TestSpanFormat(t *testing.T) {
	// The '+' form outputs a URI followed by the position.
	for _, test := range [][]string{
		// Source: golang.org/x/tools/gopls/internal/cmd/spanformat_test.go:32 (syntax: the expected value is span notation, a file URI followed by a position suffix with offsets after '#', not one URI)
		{"C:/file_j:#26-#28", "file:///C:/file_j:#26-0#28"}, // lookalike
	} {
		if got := formatSpan(test[0]); got != test[1] {
			t.Errorf("formatSpan(%q) = %q, want %q", test[0], got, test[1])
		}
	}
}

func TestParseDocumentURI(t *testing.T) {
	for _, test := range []struct {
		input string
		want  string // string(DocumentURI) on success or error.Error() on failure
	}{
		// Source: golang.org/x/tools/gopls/internal/protocol/uri_test.go:83 (percent: the over-escaped drive colon is input to the DocumentURI normaliser, which is what it canonicalises)
		{input: `file:///C%3A/Go/src/bob%20george/george/george.go`, want: "file:///C:/Go/src/bob%20george/george/george.go"}, // lookalike
		// Source: golang.org/x/tools/gopls/internal/protocol/uri_test.go:88 (percent: escaped percent signs are input and expected output of the normaliser, kept as they are)
		{input: `file:///path/to/%25p%25ercent%25/per%25cent.go`, want: `file:///path/to/%25p%25ercent%25/per%25cent.go`}, // lookalike
		// Source: golang.org/x/tools/gopls/internal/protocol/uri_test.go:103 (syntax: a percent-escape in the host of a WSL file URI is input to the normaliser, which moves it into the path)
		{input: `file://wsl%24/Ubuntu/home/wdcui/repo`, want: `file:///wsl$/Ubuntu/home/wdcui/repo`}, // lookalike
		// Errors:
		// Source: golang.org/x/tools/gopls/internal/protocol/uri_test.go:114 (sink: an https URI given to the file-only parser in the rows that expect an error)
		{input: "https://go.dev/", want: "DocumentURI scheme is not 'file': https://go.dev/"}, // lookalike
	} {
		uri, err := ParseDocumentURI(test.input)
		var got string
		if err != nil {
			got = err.Error()
		} else {
			got = string(uri)
		}
		if got != test.want {
			t.Errorf("ParseDocumentURI(%q): got %q, expected %q", test.input, got, test.want)
		}
	}
}

func TestHoverPkgDocLink(t *testing.T) {
	hover := func(pat string) string { return "" }
	for _, test := range []struct{ pat, ans string }{
		{"A", "fmt"},
		{"B", "fmt#Println"},
	} {
		// Source: golang.org/x/tools/gopls/internal/test/integration/misc/hover_test.go:457 (baseslash: the base has no trailing slash and the format adds the '/' itself, so nothing is dropped)
		want := fmt.Sprintf("%s/%s", "https://pkg.go.dev", test.ans) // lookalike
		if got := hover(test.pat); !strings.Contains(got, want) {
			t.Errorf("hover:%q does not contain link %q", got, want)
		}
	}
}

func TestHoverLinks(t *testing.T) {
	hover := func(setting any) string { return "" }
	for _, test := range []struct {
		linksInHover any    // JSON configuration value
		wantRE       string // pattern to match the Hover Markdown output
	}{
		// Source: golang.org/x/tools/gopls/internal/test/integration/misc/hover_test.go:619 (syntax: a markdown link quoted into a pattern, text around the URL and not a URI)
		{true, regexp.QuoteMeta("[`errors.New` on pkg.go.dev](https://pkg.go.dev/errors#New)")}, // lookalike
		// Source: golang.org/x/tools/gopls/internal/test/integration/misc/hover_test.go:623 (syntax: a regular expression that matches a URL, with classes and escapes, not a URI)
		{"gopls", "\\[`errors.New` in gopls doc viewer\\]\\(http://127.0.0.1:[0-9]+/gopls/[^/]+/pkg/errors\\?view=[0-9]+#New\\)"}, // lookalike
	} {
		got := hover(test.linksInHover)
		if !regexp.MustCompile(test.wantRE).MatchString(got) {
			t.Errorf("hover %q does not match %q", got, test.wantRE)
		}
	}
}

func TestHoverAndDocumentLink(t *testing.T) {
	links := []string{}
	// Source: golang.org/x/tools/gopls/internal/test/integration/misc/link_test.go:101 (credentials: the '@' belongs to a module@version in the path, not to a userinfo)
	const modImportLink = "https://pkg.go.dev/mod/import.test@v1.2.3" // lookalike
	found := false
	for _, l := range links {
		found = found || l == modImportLink
	}
	if !found {
		t.Errorf("missing link %s", modImportLink)
	}
}

func TestDocumentURIFix(t *testing.T) {
	var loc struct{ URI DocumentURI }
	path := "/tmp/work/a.go"
	// URL-encoded path: an escaped slash instead of the last one.
	// Source: golang.org/x/tools/gopls/internal/test/integration/misc/misc_test.go:64 (percent: the escaped slash is put in on purpose to test that gopls accepts URL-encoded paths)
	loc.URI = DocumentURI("file://" + strings.Replace(path, "/a.go", "%2Fa.go", 1)) // lookalike
	if _, err := ParseDocumentURI(string(loc.URI)); err != nil {
		t.Fatal(err)
	}
}

func TestBadURICrash(t *testing.T) {
	// Source: golang.org/x/tools/gopls/internal/test/integration/misc/semantictokens_test.go:35 (sink: the constant is named badURI and the test expects the file-only server to reject it)
	const badURI = "http://foo" // lookalike
	_, err := ParseDocumentURI(badURI)
	got := fmt.Sprint(err)
	// Source: golang.org/x/tools/gopls/internal/test/integration/misc/semantictokens_test.go:42 (syntax: the URL is the tail of an expected error message, prose and not a URI)
	want := `DocumentURI scheme is not 'file': http://foo` // lookalike
	if !strings.Contains(got, want) {
		t.Errorf("error is %v, want substring %q", got, want)
	}
}

func TestInitializeWithNonFileWorkspaceFolders(t *testing.T) {
	for _, tt := range []struct {
		name    string
		folders []string
	}{
		// Source: golang.org/x/tools/gopls/internal/test/integration/workspace/workspace_test.go:1361 (hostform: virtual is no DNS-based scheme, and the rows add a non-file folder on purpose)
		{name: "real,virtual", folders: []string{"modb", "virtual:///virtualpath"}}, // lookalike
	} {
		t.Run(tt.name, func(t *testing.T) {
			if len(tt.folders) == 0 {
				t.Fatal("no folders")
			}
		})
	}
}

func TestMarkerBuiltinLocation(t *testing.T) {
	var loc struct{ URI DocumentURI }
	for _, name := range []string{"unsafe", "builtin"} {
		// Source: golang.org/x/tools/gopls/internal/test/marker/marker_test.go:1149 (escaper: the name is "unsafe" or "builtin" and goes raw into the path, a raw name that is a look-alike)
		loc.URI = DocumentURI("file:///pseudo/" + name + "/" + name + ".go") // lookalike
		if loc.URI == "" {
			t.Fatal("empty")
		}
	}
}
