package cue

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// Source: cuelang.org/go/cmd/cue/cmd/root_test.go:98 (syntax: the URL is prose in a skip message (rule 4); uniform sample of 22 of 88)
func TestVersionWorktree(t *testing.T) {
	t.Skip("VCS information is not stamped for git worktrees due to https://go.dev/issue/58218") // lookalike
}

var valueTests = []struct {
	value string
	out   string
}{{
	value: `3 * [1, 2]`,
	// Source: cuelang.org/go/cue/types_test.go:3415 (syntax: the URL is prose in an expected error text, joined to a parenthesis (rule 4); uniform sample of 22 of 88)
	out: `_|_(Multiplication of lists is superseded by list.Repeat; see https://cuelang.org/e/v0.11-list-arithmetic)`, // lookalike
}}

func TestValueString(t *testing.T) {
	for _, tc := range valueTests {
		if tc.out == "" {
			t.Error(tc.value)
		}
	}
}

func extract(src string, mapURL func(id string) error) error {
	for _, line := range strings.Split(src, "\n") {
		if _, id, ok := strings.Cut(line, "$ref: "); ok {
			if err := mapURL(strings.Trim(id, `"`)); err != nil {
				return err
			}
		}
	}
	return nil
}

func TestMapURLErrors(t *testing.T) {
	src := "type: \"object\"\nproperties: {\n" +
		// Source: cuelang.org/go/encoding/jsonschema/decode_test.go:347 (syntax: a JSON Schema ref with a JSON pointer fragment is input to the schema decoder under test (rule 2c); uniform sample of 22 of 88)
		"\tx: $ref: \"https://something.test/foo#/definitions/x\"\n" + // lookalike
		"}\n"
	err := extract(src, func(string) error { return errors.New("some error") })
	if err == nil {
		t.Fatal("want error")
	}
}

func mapRef(id string) (string, bool) {
	switch id {
	// Source: cuelang.org/go/encoding/jsonschema/decode_test.go:379 (syntax: a schema location id with '$' in its JSON pointer fragment, which RFC 3986 allows; uniform sample of 22 of 88)
	case "https://something.test/foo#/$defs/blah": // lookalike
		return "#Foo.bar", true
	}
	return "", false
}

func TestMapRef(t *testing.T) {
	calls := []string{
		// Source: cuelang.org/go/encoding/jsonschema/decode_test.go:396 (syntax: the expected text of a location's String method, fields joined by a space, not one URI; uniform sample of 22 of 88)
		"id=https://this.test localPath=", // lookalike
	}
	if len(calls) != 1 {
		t.Fatal(calls)
	}
	if _, ok := mapRef(t.Name()); ok {
		t.Fatal("unexpected ID")
	}
}

func mapRefExternal(id string) (string, bool) {
	switch id {
	// Source: cuelang.org/go/encoding/jsonschema/decode_test.go:428 (syntax: a schema location id with '$' in its JSON pointer fragment, which RFC 3986 allows; uniform sample of 22 of 88)
	case "https://this.test#/$defs/foo": // lookalike
		return "#x", true
	}
	return "", false
}

func TestMapRefExternalRefForInternalSchema(t *testing.T) {
	if _, ok := mapRefExternal(t.Name()); ok {
		t.Fatal("unexpected ID")
	}
	want := "\nimport \"otherpkg.example/foo\"\n\n" +
		// Source: cuelang.org/go/encoding/jsonschema/decode_test.go:463 (syntax: the URL is inside expected CUE source text produced by the decoder; uniform sample of 22 of 88)
		"@jsonschema(id=\"https://this.test\")\n" + // lookalike
		"foo.#x & {\n\t...\n}\n"
	if want == "" {
		t.Fatal("empty")
	}
}

func TestXMLNamespaces(t *testing.T) {
	tests := []struct {
		name     string
		inputXML string
		wantCUE  string
	}{{
		name: "Attribute namespace prefix",
		// Source: cuelang.org/go/encoding/xml/koala/decode_test.go:323 (plainhttp: XML namespace names in test input are identifiers, never fetched; uniform sample of 22 of 88)
		inputXML: "<h:table xmlns:h=\"http://www.w3.org/TR/html4/\" xmlns:f=\"http://www.w3.org/TR/html5/\"><h:tr><h:td f:type=\"fruit\">Apples</h:td></h:tr></h:table>", // lookalike
	}, {
		name: "Elements with same name but different namespaces",
		// Source: cuelang.org/go/encoding/xml/koala/decode_test.go:374 (plainhttp: an XML namespace name in expected CUE output is an identifier, never fetched; uniform sample of 22 of 88)
		wantCUE: "\"h:table\": {\n\t\"$xmlns:h\": \"http://www.w3.org/TR/html4/\"\n\t\"$xmlns:r\": \"d\"\n}\n", // lookalike
	}}
	for _, tc := range tests {
		if tc.inputXML == "" && tc.wantCUE == "" {
			t.Error(tc.name)
		}
	}
}

func TestDetect(t *testing.T) {
	testCases := []struct {
		name string
		in   string
		out  string
	}{{
		name: "validJSONSchema",
		// Source: cuelang.org/go/internal/encoding/detect_test.go:66 (syntax: a JSON Schema dialect identifier with an empty fragment, input to the format detector under test; uniform sample of 22 of 88)
		in:  "\n\t\t$schema: \"https://json-schema.org/draft-07/schema#\"\n", // lookalike
		out: "jsonschema",
	}}
	for _, tc := range testCases {
		if tc.in == "" {
			t.Error(tc.name)
		}
	}
}

var unmarshalTests = []struct {
	data string
	want string
}{
	// Source: cuelang.org/go/internal/encoding/yaml/decode_test.go:544 (syntax: the URL is inside expected CUE text from the YAML decoder, here on one line with its YAML input from line 543; uniform sample of 22 of 88)
	{"a: {b: https://github.com/go-yaml/yaml}", `a: {b: "https://github.com/go-yaml/yaml"}`}, // lookalike
}

func TestUnmarshal(t *testing.T) {
	for _, tc := range unmarshalTests {
		if tc.want == "" {
			t.Error(tc.data)
		}
	}
}

type volumeNameTest struct {
	path string
	vol  string
}

var volumenametests = []volumeNameTest{
	// Source: cuelang.org/go/pkg/path/path_test.go:616 (syntax: a Windows UNC path with doubled separators in a volume-name table of the path package, not a URI; uniform sample of 22 of 88)
	{`//host/share//foo///bar////baz`, `//host/share`}, // lookalike
}

func TestVolumeName(t *testing.T) {
	for _, v := range volumenametests {
		if got := filepath.VolumeName(v.path); got != "" && got != v.vol {
			t.Errorf("VolumeName(%q) = %q", v.path, got)
		}
	}
}
