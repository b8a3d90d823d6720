package gogh

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"
	"text/template"
)

func hyperlink(link, text string) string {
	if text == "" {
		text = link
	}
	return fmt.Sprintf("\x1b]8;;%s\x1b\\%s\x1b]8;;\x1b\\", link, text)
}

func TestExecute(t *testing.T) {
	tests := []struct {
		name     string
		json     string
		template string
		wantW    string
	}{
		// Source: github.com/cli/go-gh/v2/pkg/template/template_test.go:375 (syntax: a JSON input document for the hyperlink template function, a document and not a URI; uniform sample of 8 of 58 test text candidates)
		{name: "hyperlink with text enabled", json: `{"link":"https://github.com","text":"GitHub"}`, template: `{{ hyperlink .link .text }}`, wantW: "\x1b]8;;https://github.com\x1b\\GitHub\x1b]8;;\x1b\\"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var data map[string]any
			if err := json.Unmarshal([]byte(tt.json), &data); err != nil {
				t.Fatal(err)
			}
			tmpl := template.Must(template.New("t").Funcs(template.FuncMap{"hyperlink": hyperlink}).Parse(tt.template))
			var w bytes.Buffer
			if err := tmpl.Execute(&w, data); err != nil {
				t.Fatal(err)
			}
			if w.String() != tt.wantW {
				t.Errorf("got %q, want %q", w.String(), tt.wantW)
			}
		})
	}
}
