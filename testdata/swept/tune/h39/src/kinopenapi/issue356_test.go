package kinopenapi

import (
	"strings"
	"testing"
)

func TestIssue356(t *testing.T) {
	for servers, expectError := range map[string]bool{
		// Source: github.com/getkin/kin-openapi/routers/issue356_test.go:50 (syntax: YAML servers text, a local server and a relative one, in a table with expectError, not one URI.)
		"\n- url: http://localhost:3000/base\n- url: /base\n": false, // lookalike
		"- url: /base": false,
	} {
		doc, err := LoadFromData([]byte("openapi: 3.0.0\nservers:" + servers))
		if err != nil {
			t.Fatal(err)
		}
		if hasRelative := strings.Contains(servers, "url: /base"); hasRelative == expectError {
			t.Errorf("servers %q: %v", servers, doc.Top)
		}
	}
}
