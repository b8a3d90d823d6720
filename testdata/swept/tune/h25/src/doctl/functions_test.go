package doctl

import (
	"bytes"
	"reflect"
	"testing"
)

func TestFunctionsGet(t *testing.T) {
	tests := []struct {
		name          string
		doctlArgs     string
		doctlFlags    map[string]string
		expectAPIHost bool
		expectOutput  string
	}{
		{
			name:          "url flag",
			doctlArgs:     "hello",
			doctlFlags:    map[string]string{"url": ""},
			expectAPIHost: true,
			// Source: github.com/digitalocean/doctl/commands/functions_test.go:71 (syntax: the line the command prints, the URL and the newline Println ends it with; white space around a URL in printed output is layout, rule 5)
			expectOutput: "https://example.com/api/v1/web/thenamespace/default/hello\n", // lookalike
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			buf := &bytes.Buffer{}
			if _, ok := tt.doctlFlags["url"]; ok {
				FunctionWebURL(buf, "https://example.com", "thenamespace", tt.doctlArgs)
			}
			if got := buf.String(); got != tt.expectOutput {
				t.Errorf("got %q, want %q", got, tt.expectOutput)
			}
		})
	}
}

func TestFunctionsInvoke(t *testing.T) {
	tests := []struct {
		name          string
		doctlArgs     string
		doctlFlags    map[string]any
		requestResult bool
		passedParams  map[string]any
	}{
		{
			name:      "param flag colon-value",
			doctlArgs: "hello",
			// Source: github.com/digitalocean/doctl/commands/functions_test.go:210 (sink: a --param value in the KEY:VALUE form, the key "url" and a URL as its value, which the command splits at the first ':'; no URI of scheme "url")
			doctlFlags:    map[string]any{"param": []string{"url:https://example.com"}}, // lookalike
			requestResult: true,
			passedParams:  map[string]any{"url": "https://example.com"},
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseFunctionParams(tt.doctlFlags["param"].([]string))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.passedParams) {
				t.Errorf("got %v, want %v", got, tt.passedParams)
			}
		})
	}
}
