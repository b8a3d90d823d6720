// Package grafanasdk holds cases rewritten from github.com/grafana/grafana-foundation-sdk/go.
package grafanasdk

import (
	"bytes"
	"fmt"
)

// Options is the text panel options.
type Options struct {
	Mode    string `json:"mode"`
	Content string `json:"content"`
}

// NewOptions creates a new Options object.
func NewOptions() *Options {
	return &Options{
		Mode: "markdown",
		// Source: github.com/grafana/grafana-foundation-sdk/go/text/types_gen.go:147 (syntax: the URL is a markdown link inside default panel prose, not a URI on its own (rule 4); uniform sample of 2 of 4 copies.)
		Content: "# Title\n\nFor markdown syntax help: [commonmark.org/help](https://commonmark.org/help/)", // lookalike
	}
}

// PanelConverter renders the builder calls for a panel.
func PanelConverter(opts *Options) []string {
	var calls []string
	var buffer bytes.Buffer
	// Source: github.com/grafana/grafana-foundation-sdk/go/text/panel_converter_gen.go:532 (syntax: the URL is a markdown link inside the default panel prose compared against, not a URI on its own (rule 4); uniform sample of 2 of 4 copies.)
	if opts != nil && opts.Content != "" && opts.Content != "# Title\n\nFor markdown syntax help: [commonmark.org/help](https://commonmark.org/help/)" { // lookalike
		buffer.WriteString(`Content(`)
		buffer.WriteString(fmt.Sprintf("%#v", opts.Content))
		buffer.WriteString(")")
		calls = append(calls, buffer.String())
		buffer.Reset()
	}
	return calls
}
