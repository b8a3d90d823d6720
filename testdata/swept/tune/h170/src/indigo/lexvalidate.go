package indigo

import "fmt"

// validateData checks a com.atproto.label.defs#label object against its
// lexicon: "src" is a required DID, "uri" a required at-uri format string.
func validateData(d map[string]any) error {
	src, ok := d["src"].(string)
	if !ok {
		return fmt.Errorf("required field missing: src")
	}
	if _, err := ParseDID(src); err != nil {
		return fmt.Errorf("src: %w", err)
	}
	uri, ok := d["uri"].(string)
	if !ok {
		return fmt.Errorf("required field missing: uri")
	}
	if _, err := ParseATURI(uri); err != nil {
		return fmt.Errorf("uri: %w", err)
	}
	return nil
}

// ValidateRecord checks the string formats of an example.lexicon.record.
func ValidateRecord(recordData map[string]any) error {
	formats, ok := recordData["formats"].(map[string]any)
	if !ok {
		return fmt.Errorf("required field missing: formats")
	}
	aturi, _ := formats["aturi"].(string)
	if _, err := ParseATURI(aturi); err != nil {
		return fmt.Errorf("formats.aturi: %w", err)
	}
	return nil
}
