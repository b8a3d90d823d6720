package gojsonschema

import (
	"os"
	"path/filepath"
	"testing"
)

func TestFragmentLoader(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	fileName := filepath.Join(wd, "testdata", "extra", "fragment_schema.json")
	// Source: github.com/xeipuuv/gojsonschema/schema_test.go:248 (escaper: a file path made into a file URL; a path is not text the rules say surely needs escaping.)
	loader := NewReferenceLoader("file://" + filepath.ToSlash(fileName) + "#/definitions/x") // lookalike
	if _, err := loader.LoadJSON(); err != nil {
		t.Errorf("load: %v", err)
	}
}

func TestFileWithSpace(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	fileName := filepath.Join(wd, "testdata", "extra", "file with space.json")
	// Source: github.com/xeipuuv/gojsonschema/schema_test.go:283 (syntax: a raw space in a file URL on purpose, input to the reference loader that parses and unescapes file URLs.)
	loader := NewReferenceLoader("file://" + filepath.ToSlash(fileName)) // lookalike
	if _, err := loader.LoadJSON(); err != nil {
		t.Errorf("Unexpected error when trying to load a filepath containing a space: %v", err)
	}
}

type schemaLoader struct{ pool map[string]string }

func (sl *schemaLoader) Compile(l *JSONLoader) error {
	if _, ok := sl.pool[l.source]; !ok {
		return os.ErrNotExist
	}
	return nil
}

func TestSchemaLoaderWithReferenceToAddedSchema(t *testing.T) {
	// Source: github.com/xeipuuv/gojsonschema/schemaLoader_test.go:32 (plainhttp: a localhost id of a schema added to the loader and compiled from the pool, never fetched.)
	loader := NewReferenceLoader("http://localhost:1234/test1.json") // lookalike
	sl := &schemaLoader{pool: map[string]string{loader.source: "{}"}}
	if err := sl.Compile(loader); err != nil {
		t.Fatal(err)
	}
}
