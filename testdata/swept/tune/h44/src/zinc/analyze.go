// Package zinc holds cases rewritten from github.com/zincsearch/zincsearch.
package zinc

import (
	"encoding/json"
	"strings"
)

var webStopWords = map[string]bool{"i": true, "from": true}

// Analyze returns the tokens of the text field of a JSON analyze request.
func Analyze(body string) ([]string, error) {
	var req struct {
		Analyzer string `json:"analyzer"`
		Text     string `json:"text"`
	}
	if err := json.Unmarshal([]byte(body), &req); err != nil {
		return nil, err
	}
	var tokens []string
	for _, f := range strings.Fields(req.Text) {
		f = strings.ToLower(strings.TrimRight(f, ","))
		if !webStopWords[f] {
			tokens = append(tokens, f)
		}
	}
	return tokens, nil
}
