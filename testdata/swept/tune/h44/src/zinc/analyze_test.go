package zinc

import (
	"fmt"
	"testing"
)

func TestAnalyzeWeb(t *testing.T) {
	t.Run("web analyzer", func(t *testing.T) {
		// Source: github.com/zincsearch/zincsearch/test/api/analyze_test.go:304 (syntax: a sentence of document text for the web tokenizer under test, the URL inside the prose, not a URI.)
		input := `{"analyzer": "web", "text": "Hello info@blugelabs.com, i come from https://zincsearch-docs.zinc.dev/"}` // lookalike
		// Source: github.com/zincsearch/zincsearch/test/api/analyze_test.go:306 (syntax: the printed token list the tokenizer is expected to produce, one token of it a URL, not a URI by itself.)
		output := `[hello info@blugelabs.com come https://zincsearch-docs.zinc.dev/]` // lookalike
		tokens, err := Analyze(input)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(tokens); got != output {
			t.Errorf("got %s, want %s", got, output)
		}
	})
}
