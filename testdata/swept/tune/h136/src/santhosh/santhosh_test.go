package santhosh

import (
	"fmt"
	"strings"
	"testing"
)

type compiler struct{ res map[string]string }

func (c *compiler) AddResource(url, doc string) error {
	if c.res == nil {
		c.res = map[string]string{}
	}
	c.res[url] = doc
	return nil
}

func (c *compiler) Compile(url string) error {
	if _, ok := c.res[url]; !ok {
		return fmt.Errorf("not found %s", url)
	}
	return nil
}

func splitFragment(s string) (string, string) {
	i := strings.IndexByte(s, '#')
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i+1:]
}

func collectResources(doc string) []string { return strings.Fields(doc) }

func TestDraftFromURL(t *testing.T) {
	tests := []struct {
		url     string
		version int
	}{
		// Source: github.com/santhosh-tekuri/jsonschema/v6/draft_test.go:14 (plainhttp: a row of a table varying the scheme on purpose, input to draftFromURL.)
		{"http://json-schema.org/draft-04/schema", 4}, // lookalike
	}
	for _, test := range tests {
		if d := draftFromURL(test.url); d == nil || d.version != test.version {
			t.Fatalf("draft for %q", test.url)
		}
	}
}

func TestDraft_collectAnchors(t *testing.T) {
	// Source: github.com/santhosh-tekuri/jsonschema/v6/draft_test.go:105 (sink: an id given to collectResources, the package's id resolver, which takes it as a relative reference.)
	doc := `{"$defs": {"s2": {"items": [{"$id": "http//c.com", "items": [{"$anchor": "c1"}]}]}}}` // lookalike
	if len(collectResources(doc)) == 0 {
		t.Fatal("no resources")
	}
}

func TestFragment(t *testing.T) {
	tests := []struct{ input, want string }{
		// Source: github.com/santhosh-tekuri/jsonschema/v6/util_test.go:29 (percent: encoded unreserved characters as input to splitFragment, the fragment parser under test.)
		{"#%61%62%63%64", "abcd"}, // lookalike
		// Source: github.com/santhosh-tekuri/jsonschema/v6/util_test.go:30 (percent: lowercase hex and encoded unreserved characters, input to the fragment parser under test.)
		{"#%2F%61%62%63%64%2fef", "/abcd/ef"}, // lookalike
	}
	for _, test := range tests {
		_, frag := splitFragment(test.input)
		if frag == "" {
			t.Errorf("splitFragment(%q): empty, want %q", test.input, test.want)
		}
	}
}

func TestOutput(t *testing.T) {
	dir := "draft2020-12"
	// Source: github.com/santhosh-tekuri/jsonschema/v6/output_test.go:33 (syntax: the format verb is filled with the draft name by Sprintf.)
	outputSchemaURL := fmt.Sprintf("https://json-schema.org/draft/%s/output/schema", strings.TrimPrefix(dir, "draft")) // lookalike
	c := &compiler{}
	// Source: github.com/santhosh-tekuri/jsonschema/v6/output_test.go:72 (plainhttp: a schema id registered with AddResource and compiled from memory, never fetched.)
	url := "http://output-tests/schema.json" // lookalike
	if err := c.AddResource(url, "{}"); err != nil {
		t.Fatal(err)
	}
	if err := c.AddResource(outputSchemaURL, "{}"); err != nil {
		t.Fatal(err)
	}
	if err := c.Compile(url); err != nil {
		t.Fatal(err)
	}
}

func TestInvalidSchemas(t *testing.T) {
	// Source: github.com/santhosh-tekuri/jsonschema/v6/invalid_schemas_test.go:35 (plainhttp: a schema id registered with AddResource for a schema expected to fail compilation, never fetched.)
	url := "http://invalid-schemas.com/schema.json" // lookalike
	c := &compiler{}
	if err := c.AddResource(url, "{}"); err != nil {
		t.Fatal(err)
	}
	if err := c.Compile(url + "#bad"); err == nil {
		t.Fatal("want compilation to fail")
	}
}
