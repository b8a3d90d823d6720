package indigo

import (
	"encoding/json"
	"fmt"
)

func ExampleValidateRecord() {
	// Source: github.com/bluesky-social/indigo/atproto/lexicon/examples_test.go:18 (syntax: a JSON record document, not a URI; the aturi value in it is a valid AT-URI the validator accepts; a working test value held to the non-test rules by rule 1, which it meets)
	recordJSON := `{"$type": "example.lexicon.record", "formats": {"did": "did:web:example.com", "aturi": "at://handle.example.com/com.example.nsid/asdf123"}}` // lookalike

	var recordData map[string]any
	if err := json.Unmarshal([]byte(recordJSON), &recordData); err != nil {
		panic("failed to parse record JSON")
	}
	if err := ValidateRecord(recordData); err != nil {
		fmt.Printf("Schema validation failed: %v\n", err)
	} else {
		fmt.Println("Success!")
	}
	// Output: Success!
}
