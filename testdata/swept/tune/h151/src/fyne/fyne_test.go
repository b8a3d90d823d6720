package fyne

import (
	"path"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
)

type mockCloudStorage struct{}

// Source: fyne.io/fyne/v2/app/cloud_test.go:141 (hostform: mock is a custom scheme of a test double and needs no host.)
func (s *mockCloudStorage) RootURI() storage.URI {
	u, _ := storage.ParseURI("mock://") // lookalike
	return u
}

// Source: fyne.io/fyne/v2/storage/repository/parse_test.go:11 (port: the drive-letter form is the expected output of NewFileURI, the URI builder under test, and the empty port is what it handles.)
func TestNewFileURI(t *testing.T) {
	if got := repository.NewFileURI("C:/tmp/foo.txt").String(); got != "file://C:/tmp/foo.txt" { // lookalike
		t.Error(got)
	}
}

// Source: fyne.io/fyne/v2/storage/repository/parse_test.go:59 (syntax: TestParseInvalidURI expects an error for this input.)
func TestParseInvalidURI(t *testing.T) {
	uri, err := repository.ParseURI("scheme://0[]/invalid") // lookalike
	if err == nil || uri != nil {
		t.Error("want error")
	}
}

// Source: fyne.io/fyne/v2/storage/uri_test.go:192 (schemecase: input to a test that the URI parser lowercases the scheme.)
func TestURISchemeMixed(t *testing.T) {
	if got := storage.NewURI("hTtP://google.com").Scheme(); got != "http" { // lookalike
		t.Error(got)
	}
}

// Source: fyne.io/fyne/v2/storage/uri_test.go:193 (schemecase: input to the same scheme-lowering test of the URI parser.)
func TestURISchemeUpper(t *testing.T) {
	if got := storage.NewURI("FILE://C:/autoexec.bat").Scheme(); got != "file" { // lookalike
		t.Error(got)
	}
}

// Source: fyne.io/fyne/v2/storage/uri_test.go:244 (syntax: backslash Windows form given to the URI parser to test that it normalises it.)
func TestURIParentBackslash(t *testing.T) {
	uri := storage.NewURI("file://C:\\foo\\bar\\baz\\") // lookalike
	_ = uri
}

// Source: fyne.io/fyne/v2/storage/uri_test.go:122 (hostform: a host-less URI of a custom scheme given to the parser to test its path.)
func TestURIPath(t *testing.T) {
	u, err := storage.ParseURI("foo:///over/there") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = u
}

// Source: fyne.io/fyne/v2/storage/filter_test.go:17 (hostform: Android content URIs carry no host in this form; sample 1 of 6.)
func TestExtensionFileFilter(t *testing.T) {
	filter := &storage.ExtensionFileFilter{Extensions: []string{".jpg"}}
	if !filter.Matches(storage.NewURI("content:///otherapp/something/pic.JPG")) { // lookalike
		t.Error("no match")
	}
}

// Source: fyne.io/fyne/v2/internal/repository/memory_test.go:60 (hostform: mem is the in-memory repository scheme, no host needed; sample 1 of 31.)
func TestInMemoryRepositoryRegistration(t *testing.T) {
	foo, err := storage.ParseURI("mem:///foo") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = foo
}

// Source: fyne.io/fyne/v2/internal/repository/file_test.go:535 (pathjoin: path.Join is applied to a filesystem directory before the file prefix is added, not to a URI.)
func TestFileRepositoryListing(t *testing.T) {
	dir := t.TempDir()
	want := "file://" + filepath.ToSlash(path.Join(dir, "foo", "bar")) // lookalike
	_ = want
}

// Source: fyne.io/fyne/v2/internal/repository/file_test.go:303 (port: the drive-letter form is the expected output of storage.Parent, URI code under test, and the empty port is what it handles.)
func TestFileRepositoryParentWindows(t *testing.T) {
	if parent, _ := storage.Parent(storage.NewFileURI("C:/foo/bar/baz/")); parent.String() != "file://C:/foo/bar/" { // lookalike
		t.Error(parent)
	}
}

func newRichTextFromMarkdown(s string) []string { return nil }

// Source: fyne.io/fyne/v2/widget/markdown_test.go:132 (syntax: markdown source text holding a link, not a URI; sample 1 of 4.)
func TestRichTextMarkdownHyperlink(t *testing.T) {
	r := newRichTextFromMarkdown("[title](https://fyne.io/)") // lookalike
	_ = r
}

// Source: fyne.io/fyne/v2/data/binding/sprintf_test.go:77 (syntax: a formatted sentence that contains a URI among other words, prose not a URI.)
func TestSprintfConversion(t *testing.T) {
	s := "Bool false , Float 7.000000 , Int 42 , Rune 67 , String nospacestring , URI file:///var/" // lookalike
	_ = s
}

// Source: fyne.io/fyne/v2/cmd/fyne/internal/commands/package-unix_test.go:34 (syntax: a key=value line expected in a generated desktop file, not a URI.)
func TestDesktopFileSource(t *testing.T) {
	line := "Repo=https://example.com" // lookalike
	_ = line
}

// Source: fyne.io/fyne/v2/internal/repository/http_test.go:50 (plainhttp: the reserved .test domain is an unreachable target the test expects not to exist; found by grep, not by the sweep.)
func TestHTTPRepositoryExists(t *testing.T) {
	invalidHost := "http://invalid.host.for.test" // lookalike
	u, err := storage.ParseURI(invalidHost)
	if err != nil {
		t.Fatal(err)
	}
	if ok, _ := storage.Exists(u); ok {
		t.Error("want not exists")
	}
}
