package gosec

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

func TestSarifHelpURI(t *testing.T) {
	w := &Weakness{ID: "79"}
	result := "{\"helpUri\":\"" + w.SprintURL() + "\"}"
	// Source: github.com/securego/gosec/v2/report/formatter_test.go:545 (syntax: a JSON fragment with a format verb used as an expected substring, not a URI on its own.)
	cweURIPattern := "\"helpUri\":\"https://cwe.mitre.org/data/definitions/%s.html\"" // lookalike
	expected := fmt.Sprintf(cweURIPattern, w.ID)
	if !strings.Contains(result, expected) {
		t.Errorf("missing %s", expected)
	}
}

func matchesBabelScript(output string) bool {
	// Source: github.com/securego/gosec/v2/report/html/writer_test.go:170 (syntax: a regular expression over an HTML script tag, not a URI.)
	expectedPattern := `<script type="text/javascript" src="https://cdnjs\.cloudflare\.com/ajax/libs/babel-standalone/[^/]+/babel\.min\.js" integrity="sha(384|512)-[A-Za-z0-9+/=]+" crossorigin="anonymous"></script>` // lookalike
	return regexp.MustCompile(expectedPattern).MatchString(output)
}

func TestHTMLReport(t *testing.T) {
	if matchesBabelScript("") {
		t.Error("empty output matched")
	}
}
