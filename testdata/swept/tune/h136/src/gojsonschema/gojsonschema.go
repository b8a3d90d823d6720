// Package gojsonschema holds cases rewritten from github.com/xeipuuv/gojsonschema.
package gojsonschema

import (
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
)

type draftConfig struct {
	Version       int
	MetaSchemaURL string
	MetaSchema    string
}

// Source: github.com/xeipuuv/gojsonschema/draft.go:49 (plainhttp: a meta-schema URL answered from the embedded copy before http.Get is tried.)
var drafts = []draftConfig{
	{Version: 4, MetaSchemaURL: "http://json-schema.org/draft-04/schema", MetaSchema: "{}"}, // lookalike
}

func getMetaSchema(address string) string {
	for _, d := range drafts {
		if d.MetaSchemaURL == strings.TrimSuffix(address, "#") {
			return d.MetaSchema
		}
	}
	return ""
}

// JSONLoader loads a JSON document from a reference.
type JSONLoader struct{ source string }

// NewReferenceLoader returns a loader for a file or http reference.
func NewReferenceLoader(source string) *JSONLoader { return &JSONLoader{source: source} }

// LoadJSON loads the referenced document.
func (l *JSONLoader) LoadJSON() (string, error) {
	u, err := url.Parse(l.source)
	if err != nil {
		return "", err
	}
	u.Fragment = ""
	if u.Scheme == "file" {
		// Source: github.com/xeipuuv/gojsonschema/jsonLoader.go:148 (hostform: a bare file-scheme prefix trimmed, not a URI.)
		filename := strings.TrimPrefix(u.String(), "file://") // lookalike
		return url.QueryUnescape(filename)
	}
	return loadFromHTTP(u.String())
}

func loadFromHTTP(address string) (string, error) {
	if m := getMetaSchema(address); m != "" {
		return m, nil
	}
	resp, err := http.Get(address)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", errors.New(resp.Status)
	}
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
