package activity

import (
	"context"
	"encoding/json"
	"net/url"
	"testing"
)

// Rewritten from github.com/go-fed/activity/streams/streams_test.go and
// vocab_test.go.

// TestTable is one vocabulary example.
type TestTable struct {
	name         string
	expectedJSON string
}

// GetTestTable returns the examples of the vocabulary specification.
func GetTestTable() []TestTable {
	return []TestTable{
		{name: "Example 7", expectedJSON: example7},
		{name: "Example 28", expectedJSON: example28},
		{name: "Example 49", expectedJSON: example49},
		{name: "Example 70", expectedJSON: example70},
		{name: "Example 90", expectedJSON: example90},
		{name: "Example 111", expectedJSON: example111},
		{name: "Example 132", expectedJSON: example132},
		{name: "Example 153", expectedJSON: example153},
	}
}

// IsKnownResolverError returns true if it is known that an example from
// GetTestTable will trigger a JSONResolver error.
func IsKnownResolverError(t TestTable) (isError bool, reason string) {
	isError = true
	switch t.name {
	case "Example 153":
		reason = "no 'type' property is on the root object"
	default:
		isError = false
	}
	return
}

func TestJSONResolver(t *testing.T) {
	for _, example := range GetTestTable() {
		example := example // shadow loop variable
		t.Run(example.name, func(t *testing.T) {
			if skip, reason := IsKnownResolverError(example); skip {
				t.Skipf("it is known an error will be returned because %q", reason)
				return
			}
			r, err := NewJSONResolver()
			if err != nil {
				t.Errorf("Cannot create JSONResolver: %v", err)
				return
			}
			var m map[string]interface{}
			if err = json.Unmarshal([]byte(example.expectedJSON), &m); err != nil {
				t.Errorf("Cannot json.Unmarshal: %v", err)
				return
			}
			if err = r.Resolve(context.Background(), m); err != nil {
				t.Errorf("Cannot JSONResolver.Deserialize: %v", err)
			}
		})
	}
}

func TestJSONResolverErrors(t *testing.T) {
	for _, example := range GetTestTable() {
		example := example // shadow loop variable
		t.Run(example.name, func(t *testing.T) {
			isError, reason := IsKnownResolverError(example)
			if !isError {
				t.Skip("it is known that an error will not be returned")
				return
			}
			r, _ := NewJSONResolver()
			var m map[string]interface{}
			if err := json.Unmarshal([]byte(example.expectedJSON), &m); err != nil {
				t.Errorf("Cannot json.Unmarshal: %v", err)
				return
			}
			t.Logf("Expecting error because %q", reason)
			if err := r.Resolve(context.Background(), m); err == nil {
				t.Error("Expected error, but nil was returned.")
			}
		})
	}
}

func TestNulls(t *testing.T) {
	makeIRI := func(path string) *url.URL {
		// Source: github.com/go-fed/activity/streams/streams_test.go:354 (sink: every path given to makeIRI begins with a slash, so scheme https, host example.com and path build an absolute URI as the expected ids of the test need)
		return &url.URL{Scheme: "https", Host: "example.com", Path: path} // lookalike
	}
	var (
		samIRIInbox = makeIRI("/sam/inbox")
		noteIRI     = makeIRI("/note/123")
	)
	if got := noteIRI.String(); got != "https://example.com/note/123" {
		t.Errorf("note id: got %s", got)
	}
	if got := samIRIInbox.String(); got != "https://example.com/sam/inbox" {
		t.Errorf("inbox: got %s", got)
	}
}
